import React from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Simple',
    body: 'One call sets up a store with sensible defaults. One slice definition gives you the reducer, the action creators and the action types.',
  },
  {
    title: 'Opinionated',
    body: 'The patterns the Redux team recommends are the defaults: Immer for updates, thunks for async work, and checks that catch common mistakes in development.',
  },
  {
    title: 'Powerful',
    body: 'Write updates as mutations and get immutable state. Normalize collections, react to actions with listeners, and load reducers and middleware on demand.',
  },
  {
    title: 'Effective',
    body: 'RTK Query fetches, caches and refreshes server data from an API definition, so whole layers of loading-state code never need writing.',
  },
];

/** The four reasons to use the toolkit, as cards on the home page. */
export default function HomepageFeatures(): JSX.Element {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        {/* A plain h2: Heading would add a "#" link, a tab stop no one could see inside a visually hidden heading. */}
        <h2 id="features-heading" className="sr-only">
          Why Redux Toolkit
        </h2>
        <div className={styles.grid}>
          {FEATURES.map(({ title, body }) => (
            <article key={title} className={styles.card}>
              <Heading as="h3">{title}</Heading>
              <p>{body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
