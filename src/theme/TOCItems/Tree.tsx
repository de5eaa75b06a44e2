import React, { type ComponentProps } from 'react';
import OriginalTree from '@theme-original/TOCItems/Tree';
import type TreeType from '@theme/TOCItems/Tree';
import { isAdoptingServerMarkup } from '@site/src/static-article/server-markup';
import { useKeptServerElement } from '@site/src/static-article/use-kept-server-element';

type Props = ComponentProps<typeof TreeType>;

/**
 * A table of contents holds nothing live: Docusaurus's `Link` renders links to
 * `#heading` ids as plain anchors, and the link of the section in view is
 * marked by a class set on the DOM (`useTOCHighlight`, in TOCItems). So the
 * first page keeps the server's list as it is instead of hydrating a list
 * item and a link per heading (about 200 elements on the longest page).
 */
export default function TOCItemTree(props: Props): JSX.Element | null {
  const kept = useKeptServerElement('ul', () => isAdoptingServerMarkup() && props.toc.length > 0);
  return kept ?? <OriginalTree {...props} />;
}
