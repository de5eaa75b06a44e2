/**
 * Prism with only the grammars the docs use. It also stands in for
 * `prism-react-renderer`'s `Prism` export (see the lean-prism plugin), whose
 * module bundles dozens of languages and every theme.
 */
import Prism from './prism';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';

export { Prism };
export default Prism;
export type Language = string;
