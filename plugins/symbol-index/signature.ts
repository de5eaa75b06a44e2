/** Signatures longer than this are simplified step by step until they fit. */
export const SIGNATURE_BUDGET = 110;

/**
 * Makes a printed declaration readable on a card: first drops type arguments
 * (`CreateSliceOptions<State, CR, Name>` → `CreateSliceOptions`), then
 * collapses inline object types (`{ … }`), then cuts at the budget.
 */
export function simplifySignature(signature: string): string {
  // The bundled declarations rename clashing identifiers (`Slice$1`); readers know them by their own name.
  let result = signature
    .replace(/\b([A-Za-z_]\w*)\$\d+\b/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (result.length <= SIGNATURE_BUDGET) return result;
  result = dropBracketed(result, '<', '>', '');
  if (result.length <= SIGNATURE_BUDGET) return result;
  result = dropBracketed(result, '{', '}', '{ … }');
  if (result.length <= SIGNATURE_BUDGET) return result;
  return `${result.slice(0, SIGNATURE_BUDGET - 1).trimEnd()}…`;
}

/**
 * Replaces every outermost `open … close` group with `replacement`. For type
 * arguments, `=>` arrows are not closing brackets.
 */
function dropBracketed(source: string, open: string, close: string, replacement: string): string {
  let depth = 0;
  let output = '';
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    const isArrow = char === '>' && source[index - 1] === '=';
    if (char === open) {
      if (depth === 0) output += replacement;
      depth++;
    } else if (char === close && !isArrow && depth > 0) {
      depth--;
    } else if (depth === 0) {
      output += char;
    }
  }
  return depth === 0 ? output.replace(/\s+/g, ' ') : source;
}
