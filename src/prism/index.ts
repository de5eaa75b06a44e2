/**
 * Stands in for `prism-react-renderer` in the site bundle (see the lean-prism
 * plugin): the same `Highlight` and `Prism` exports, but Prism carries only the
 * grammars the docs use, instead of dozens of languages and every bundled
 * theme in the first-load JavaScript.
 */
import Prism from './prism';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export { Prism };
export { Highlight } from './highlight';
export type Language = string;
