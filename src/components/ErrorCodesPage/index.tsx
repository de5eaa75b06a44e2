import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { ErrorCodesData } from '../../data/error-codes';
import { resolveRequestedCode } from '../../lib/error-code-query';
import styles from './styles.module.css';

interface Props {
  readonly data: ErrorCodesData;
}

const TITLE = 'Production Error Codes';

/** The /errors page: the decoded message for `?code=N`, then every code in a table. */
export default function ErrorCodesPage({ data }: Props): JSX.Element {
  const { search } = useLocation();
  // The static HTML is rendered without a query string; resolving the code only
  // after hydration keeps server and client markup identical.
  const isBrowser = useIsBrowser();
  const requested = isBrowser ? resolveRequestedCode(search, data.codes) : ({ kind: 'none' } as const);
  return (
    <Layout title={TITLE} description="Look up the full message behind a numbered Redux Toolkit production error.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{TITLE}</Heading>
        <p>
          Production builds of Redux Toolkit replace their error messages with short numbered codes, to keep the bundle
          small. Each minified error links to this page with its number, for example <code>/errors?code=0</code>. Find
          the full development message below.
        </p>
        {requested.kind === 'found' && (
          <section className={styles.requested} aria-labelledby="requested-code">
            <Heading as="h2" id="requested-code">
              Error code {requested.entry.code}
            </Heading>
            <p className={styles.message}>{requested.entry.message}</p>
          </section>
        )}
        {requested.kind === 'unknown' && (
          <div className="alert alert--warning" role="status">
            <strong>Unknown error code.</strong> “<code>{requested.raw}</code>” is not a Redux Toolkit{' '}
            {data.toolkitVersion} error code. Check the number in the error link, or find it in the table below.
          </div>
        )}
        <Heading as="h2" id="all-codes">
          All error codes
        </Heading>
        <p>
          {data.codes.length} codes from Redux Toolkit {data.toolkitVersion}. Parts written like{' '}
          <code>{'${action.type}'}</code> are filled in with details of your error at run time.
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {data.codes.map(({ code, message }) => (
              <tr key={code} id={`code-${code}`}>
                <td>{code}</td>
                <td>{message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}
