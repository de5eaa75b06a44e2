import React from 'react';
import LastUpdated from '@theme-original/LastUpdated';
// The original's own module is untyped (`@theme-original/*`); its props are declared on `@theme/LastUpdated`.
import type { Props } from '@theme/LastUpdated';
import { staticBlock } from '@site/src/static-article/StaticBlock';

/**
 * "Last updated on …", inside a microdata item for the page. The stock
 * component marks its `<time>` as `itemprop="dateModified"`, but doc pages
 * have no `itemscope` around it, which makes the HTML invalid (the Nu HTML
 * Checker: "the element is not a property of any item").
 *
 * The date is formatted once, on the server: when a page first loads, the
 * browser keeps that text (creating a date formatter there costs a long task
 * on a phone).
 */
function LastUpdatedWrapper(props: Props): JSX.Element {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}

export default staticBlock(LastUpdatedWrapper, 'span');
