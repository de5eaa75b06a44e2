import type { Browser } from '@playwright/test';

export interface PageWeight {
  route: string;
  script: number;
  stylesheet: number;
  files: Array<{ type: 'script' | 'stylesheet'; pathname: string; gzip: number }>;
  urls: string[];
}

export declare function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  route: string,
  buildDir?: string,
): Promise<PageWeight>;
