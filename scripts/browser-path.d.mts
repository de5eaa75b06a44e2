export declare const CHROMIUM_PATH: string;
