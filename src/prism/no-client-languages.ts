// Replaces Docusaurus's client module that loads extra Prism languages into
// the browser: code is highlighted when pages are rendered, and the grammars
// the docs need are part of src/prism (loaded on demand after navigations).
export {};
