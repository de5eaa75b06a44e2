export declare const DOCUSAURUS_BIN: string;
export declare function docusaurusEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function docusaurusNodeArgs(command: string | undefined): string[];
