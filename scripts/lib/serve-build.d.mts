export declare function serveBuild(options: {
  dir?: string;
  port: number;
}): Promise<{ baseUrl: string; stop: () => void }>;
export declare const BENCH_CHROMIUM_ARGS: string[];
