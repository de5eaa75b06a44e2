import React from 'react';
import LastUpdated from '@theme-original/LastUpdated';
// The original's own module is untyped (`@theme-original/*`); its props are declared on `@theme/LastUpdated`.
import type { Props } from '@theme/LastUpdated';

/**
 * "Last updated on …", inside a microdata item for the page. The stock
 * component marks its `<time>` as `itemprop="dateModified"`, but doc pages
 * have no `itemscope` around it, which makes the HTML invalid (the Nu HTML
 * Checker: "the element is not a property of any item").
 */
export default function LastUpdatedWrapper(props: Props): JSX.Element {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
