// @types/prismjs describes the package entry, not the core-only file it is built from.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
