import React, { memo, type ComponentProps } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyPage from '../../../components/CopyPage';
import { absoluteSiteUrl, markdownPathOf } from '../../../copy-page/urls';

type Props = ComponentProps<typeof ContentType>;

/**
 * The doc body with the "Copy page" menu button in its title area. The h1
 * comes from each page's Markdown (or Docusaurus's synthetic title), inside
 * the original component, so the button is placed just before it and floats
 * beside it: every doc page gets it, whichever way its title is written.
 */
function ContentWrapper(props: Props): JSX.Element {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const markdownPath = markdownPathOf(metadata.permalink);
  return (
    <>
      <CopyPage markdownPath={markdownPath} markdownUrl={absoluteSiteUrl(siteConfig.url, markdownPath)} />
      <Content {...props} />
    </>
  );
}

/**
 * Rendered again only when its props change (its children, the page's
 * content, stay the same element): the doc layout renders again right after
 * hydration, once the page knows the window's size (to choose where the
 * table of contents goes), and with it every element it renders.
 */
export default memo(ContentWrapper);
