import type { Code } from 'mdast';
import { exampleLang } from '../../lib/code-blocks/extract';
import { splitFiles } from '../../lib/code-blocks/files';
import { parseFenceMeta } from '../../lib/code-blocks/meta';

/** A whole line that is only a magic highlight comment (`// highlight-next-line`, `{/* highlight-start *\/}`). */
const MAGIC_LINE =
  /^\s*(?:\/\/\s*highlight-(?:next-line|start|end)|\{\s*\/\*\s*highlight-(?:next-line|start|end)\s*\*\/\s*\})\s*$/;
/** A magic comment trailing code on the same line (`cond ? // highlight-next-line`). */
const MAGIC_TRAILING = /\s*\/\/\s*highlight-(?:next-line|start|end)\s*$/;

/** Removes the highlight magic comments a code block uses for the HTML page only. */
export function removeMagicComments(code: string): string {
  return code
    .split('\n')
    .filter((line) => !MAGIC_LINE.test(line))
    .map((line) => line.replace(MAGIC_TRAILING, ''))
    .join('\n');
}

function fileLang(name: string | undefined, fallback: string): string {
  if (name?.endsWith('.tsx')) return 'tsx';
  if (name?.endsWith('.ts')) return 'ts';
  return fallback;
}

/** The first line naming a file inside its block, in that language's comment syntax. */
function fileNameLine(lang: string | null | undefined, name: string): string {
  if (lang && /^(ya?ml|bash|sh|shell|toml|python|py|ini)$/.test(lang)) return `# file: ${name}`;
  if (lang && /^(html|xml|md|markdown)$/.test(lang)) return `<!-- file: ${name} -->`;
  if (lang && /^(css)$/.test(lang)) return `/* file: ${name} */`;
  if (lang === 'json' || lang === 'text' || lang === 'txt') return `file: ${name}`;
  return `// file: ${name}`;
}

function fence(lang: string | null | undefined, code: string, name: string | undefined): Code {
  const value = removeMagicComments(code);
  return {
    type: 'code',
    lang: lang ?? null,
    meta: null,
    value: name === undefined ? value : `${fileNameLine(lang, name)}\n${value}`,
  };
}

/**
 * The fences a source code block becomes in the Markdown export: TypeScript
 * blocks split into one fence per visible file (hidden setup files dropped),
 * every block named by its file (from `// file:` markers or `title="…"`) on
 * its first line, fence attributes reduced to the language, and magic
 * highlight comments removed. JavaScript is not generated: the TypeScript is the source.
 */
export function exportCodeBlock(node: Code): Code[] {
  const meta = parseFenceMeta(node.meta);
  const lang = exampleLang(node.lang);
  if (lang === 'ts' || lang === 'tsx') {
    return splitFiles(node.value)
      .filter((file) => !file.hidden)
      .map((file) => {
        const name = file.name ?? meta.title;
        return fence(fileLang(name, lang), file.code, name);
      });
  }
  return [fence(node.lang, node.value, meta.title)];
}
