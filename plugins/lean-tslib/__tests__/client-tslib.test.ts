import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as clientTslib from '../client-tslib';

const docusaurusPackages = path.resolve(__dirname, '../../../node_modules/@docusaurus');

/** Every `tslib_1.__helper` a package's CommonJS build calls, in files that can reach the browser. */
function helpersUsedBy(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) helpersUsedBy(file, found);
    else if (file.endsWith('.js'))
      for (const [, helper] of readFileSync(file, 'utf8').matchAll(/tslib_1\.(__\w+)/g)) found.add(helper!);
  }
  return found;
}

describe('the browser build’s tslib', () => {
  it('has every helper the client-side Docusaurus packages call', () => {
    // utils-common is the client-side package compiled with tslib; the others are ESM without it.
    const used = helpersUsedBy(path.join(docusaurusPackages, 'utils-common/lib'));
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(Object.keys(clientTslib)).toContain(helper);
  });

  it('wraps CommonJS exports as a default export and passes ES modules through', () => {
    const commonJs = { a: 1 };
    expect(clientTslib.__importDefault(commonJs)).toEqual({ default: commonJs });
    const esModule = { __esModule: true, default: 2 };
    expect(clientTslib.__importDefault(esModule)).toBe(esModule);
  });
});
