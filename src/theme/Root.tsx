import React, { useEffect, type ReactNode } from 'react';
import { serverMarkupAdopted } from '@site/src/static-article/server-markup';
import { useStaticLinks } from '@site/src/static-article/use-static-links';

/**
 * The app's outermost component (Docusaurus renders it around every page).
 * Its first effect runs once the first page's hydration has committed: from
 * then on, pages render their prose in the browser instead of adopting the
 * server's markup.
 */
export default function Root({ children }: { readonly children: ReactNode }): JSX.Element {
  useStaticLinks();
  useEffect(() => serverMarkupAdopted(), []);
  return <>{children}</>;
}
