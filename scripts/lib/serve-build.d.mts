export declare function serveBuild(options: {
  dir?: string;
  port: number;
}): Promise<{ baseUrl: string; stop: () => void }>;
