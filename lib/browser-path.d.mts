export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_CHROMIUM_PATH: string;
export declare const DEBIAN_PACKAGES: Record<string, string>;
export declare const CHROMIUM_ARGS: string[];
