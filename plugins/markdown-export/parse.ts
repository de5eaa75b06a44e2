import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Root } from 'mdast';

/**
 * Parses a docs source the way the site reads it: front matter, GFM, directives
 * (for admonitions) and, for `.mdx` pages only, MDX.
 */
export function parseDocSource(source: string, isMdx: boolean): Root {
  return fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), gfm(), directive(), ...(isMdx ? [mdxjs()] : [])],
    mdastExtensions: [
      frontmatterFromMarkdown(['yaml']),
      gfmFromMarkdown(),
      directiveFromMarkdown(),
      ...(isMdx ? [mdxFromMarkdown()] : []),
    ],
  });
}
