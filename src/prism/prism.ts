import './global-setup';
import Prism from 'prismjs/components/prism-core';

// Grammar files and Docusaurus's language loader expect a global Prism.
(globalThis as unknown as { Prism: typeof Prism }).Prism = Prism;

export default Prism;
