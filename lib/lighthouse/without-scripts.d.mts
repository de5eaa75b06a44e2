export declare function withoutScripts(html: string): string;
export declare function pageFile(dir: string, page: string): string;
export declare function scriptFreeCopy(dir: string, pages: readonly string[]): string;
