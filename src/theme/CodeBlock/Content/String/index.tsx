import React, { useEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import clsx from 'clsx';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines } from '@docusaurus/theme-common/internal';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import { highlightAtBuildTime } from '@site/src/prism/build-time';
import { linesToHtml, plainLines } from '@site/src/prism/lines-html';
import { contentKey } from '@site/src/type-hover/content-key';
import { useTypeHover } from '@site/src/type-hover/useTypeHover';
import TypeHoverButton from '@site/src/type-hover/TypeHoverButton';
import { serverCodeHtml } from '@site/src/static-article/server-code';
import styles from './styles.module.css';
import { useWordWrap } from './use-word-wrap';

type Props = ComponentProps<typeof OriginalString> & {
  /** The page's hover data file, set at build time (plugins/type-hover) on TypeScript blocks that have types. */
  readonly typeHoverSrc?: string;
};

/**
 * The block's size in lines and characters, for the placeholder an off-screen
 * block shows instead of being laid out (`content-visibility` in the styles).
 */
function sizeStyle(code: string): CSSProperties {
  const lines = code.split('\n');
  const columns = lines.reduce((widest, line) => Math.max(widest, line.length), 0);
  return { '--code-lines': lines.length, '--code-columns': columns } as CSSProperties;
}

/**
 * A code block whose highlighting happens when pages are rendered, not in the
 * browser. The server render writes the highlighted lines as HTML; hydration
 * reuses that markup as it is (no tokenizing, no diffing of token spans). A
 * block first rendered in the browser (after a client-side navigation) shows
 * plain lines at once and is highlighted when the highlighter chunk arrives.
 */
export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
  typeHoverSrc,
}: Props): JSX.Element {
  const {
    prism: { defaultLanguage, magicComments },
  } = useThemeConfig();
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase() ?? 'text';
  const theme = usePrismTheme();
  const wordWrap = useWordWrap();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const { lineClassNames, code } = parseLines(children, { metastring, language, magicComments });
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);

  // Names the block by its content, so the browser can find the markup the server wrote for it.
  const key = contentKey(language, metastring, code);
  const [{ html, highlighted }, setContent] = useState(() => {
    if (highlightAtBuildTime)
      return { html: highlightAtBuildTime(code, language, theme, lineClassNames), highlighted: true };
    // In the browser, reuse the server's markup for this block during hydration (so the prop
    // matches the DOM it adopts), or the markup of the same block already on the page.
    const serverHtml = serverCodeHtml(key);
    if (serverHtml) return { html: serverHtml, highlighted: true };
    return { html: linesToHtml(plainLines(code), lineClassNames), highlighted: false };
  });

  const codeRef = useRef<HTMLElement>(null);
  const typeHover = useTypeHover(typeHoverSrc, key, codeRef, html);

  useEffect(() => {
    if (highlighted) return undefined;
    let current = true;
    void import('@site/src/prism/render-html').then(({ highlightToHtml }) => {
      if (current) setContent({ html: highlightToHtml(code, language, theme, lineClassNames), highlighted: true });
    });
    return () => {
      current = false;
    };
    // lineClassNames is derived from code and metastring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlighted, code, language, theme, metastring]);

  return (
    <Container
      as="div"
      className={clsx(blockClassName, !blockClassName.includes(`language-${language}`) && `language-${language}`)}
      onPointerEnter={typeHoverSrc ? typeHover.prepare : undefined}
      onFocus={typeHoverSrc ? typeHover.prepare : undefined}
    >
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          // Scrollable code must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}
          style={theme.plain}
        >
          <code
            ref={codeRef}
            data-code-key={key}
            className={clsx(styles.lines, showLineNumbers && styles.numbered)}
            style={sizeStyle(code)}
            // Escaped when built (src/prism/lines-html.ts), or the server's own markup during hydration.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </pre>
        <div className={styles.buttons}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
          )}
          {typeHoverSrc && <TypeHoverButton hover={typeHover} className={styles.typesButton} />}
          <CopyButton code={code} />
        </div>
      </div>
    </Container>
  );
}
