export declare function serveBuild(options?: {
  dir?: string;
  /** Defaults to a free loopback port. */
  port?: number;
}): Promise<{ baseUrl: string; stop: () => void }>;
