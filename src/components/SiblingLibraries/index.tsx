import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Library {
  name: string;
  href: string;
  description: string;
}

const LIBRARIES: Library[] = [
  {
    name: 'Redux',
    href: 'https://redux.js.org',
    description: 'The core library: a predictable state container with a single store, actions and reducers.',
  },
  {
    name: 'React-Redux',
    href: 'https://react-redux.js.org',
    description: 'The official React bindings: Provider, useSelector and useDispatch.',
  },
];

/** Links to the libraries the toolkit is built with and alongside. */
export default function SiblingLibraries(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="siblings-heading">
      <div className="container">
        <Heading as="h2" id="siblings-heading">
          The Redux family
        </Heading>
        <ul className={styles.list}>
          {LIBRARIES.map(({ name, href, description }) => (
            <li key={name}>
              <Link href={href}>{name}</Link>: {description}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
