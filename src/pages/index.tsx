import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import SiblingLibraries from '@site/src/components/SiblingLibraries';
import styles from './index.module.css';

/** The home page: hero, the four reasons to use the toolkit, and the related libraries. */
export default function Home(): JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      {/* The hero sits inside <main>: the announcement bar is the page's one banner landmark. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <img className={styles.logo} src="/img/logo.svg" alt="" width={96} height={96} />
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <Link className="button button--primary button--lg" to="/introduction/getting-started">
              Get Started
            </Link>
          </div>
        </header>
        <HomepageFeatures />
        <SiblingLibraries />
      </main>
    </Layout>
  );
}
