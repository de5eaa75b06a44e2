import { transform } from 'sucrase';
import * as prettier from 'prettier';

/** Formatting shared by the TypeScript examples and their generated JavaScript. */
export const PRETTIER_OPTIONS: prettier.Options = {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 80,
};

// Sucrase blanks out removed type syntax but keeps line structure, so blank
// lines between statements survive; this marker keeps them through Prettier.
const BLANK_LINE_MARKER = '/*__blank_line__*/';

/**
 * Turns a TypeScript example into the JavaScript a reader would write: types
 * removed, JSX kept, comments (including highlight magic comments) and blank
 * lines kept, formatted with Prettier.
 */
export async function toJavaScript(code: string, lang: 'ts' | 'tsx'): Promise<string> {
  const marked = code
    .split('\n')
    .map((line) => (line.trim() === '' ? BLANK_LINE_MARKER : line))
    .join('\n');
  const stripped = transform(marked, {
    transforms: lang === 'tsx' ? ['typescript', 'jsx'] : ['typescript'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    keepUnusedImports: false,
  }).code;
  const formatted = await prettier.format(stripped, { ...PRETTIER_OPTIONS, parser: 'babel' });
  return restoreBlankLines(formatted).trimEnd();
}

function restoreBlankLines(code: string): string {
  return code
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line.replace(BLANK_LINE_MARKER, '')))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}

/** `features/todos/todosSlice.ts` → `features/todos/todosSlice.js`; `.tsx` → `.jsx`. */
export function toJavaScriptFileName(name: string): string {
  return name
    .replace(/\.tsx$/, '.jsx')
    .replace(/\.(m|c)?ts$/, '.$1js')
    .replace(/\.d\.js$/, '.d.ts');
}
