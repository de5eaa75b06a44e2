import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import { releaseHead } from '@site/src/head/hold-head';
import { serverMarkupAdopted } from '@site/src/static-article/server-markup';
import { useStaticLinks } from '@site/src/static-article/use-static-links';

/**
 * The app's outermost component (Docusaurus renders it around every page).
 * Its first effect runs once the first page's hydration has committed: from
 * then on, pages render their prose in the browser instead of adopting the
 * server's markup, and Helmet, held while the page hydrated
 * (src/head/hold-head.ts), may write to the document's head again. The empty
 * `<Helmet />` mounted then makes Helmet write the sum of the page's `<Head>`s
 * once, as a change of any of them would. It mounts in a transition: working
 * out that sum is a few milliseconds on a phone, which would otherwise join
 * the theme's own re-render after hydration in one task React cannot split.
 */
export default function Root({ children }: { readonly children: ReactNode }): JSX.Element {
  useStaticLinks();
  const [headReleased, setHeadReleased] = useState(false);
  useEffect(() => {
    serverMarkupAdopted();
    if (releaseHead()) startTransition(() => setHeadReleased(true));
  }, []);
  return (
    <>
      {children}
      {headReleased && <Helmet />}
    </>
  );
}
