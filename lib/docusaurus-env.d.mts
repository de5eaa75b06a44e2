export declare const DOCUSAURUS_BIN: string;
export declare function docusaurusEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function docusaurusNodeArgs(command: string | undefined): string[];
export declare function docusaurusCommand(
  args: readonly string[],
  base?: NodeJS.ProcessEnv,
  bin?: string,
): { args: string[]; env: NodeJS.ProcessEnv };
