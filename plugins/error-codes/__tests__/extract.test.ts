import { createRequire } from 'node:module';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractErrorCodes, mergeErrorCodes } from '../extract';
import { loadErrorCodes } from '../index';

describe('extractErrorCodes', () => {
  it('reads string and template-literal messages and keeps template holes readable', () => {
    const source = `
      function a(x) {
        if (!x) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(0) : "plain message");
        throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(3) : \`bad \${x.type} here\`);
      }
      const other = cond ? somethingElse(1) : "ignored";`;
    expect(extractErrorCodes(source)).toEqual([
      { code: 0, message: 'plain message' },
      { code: 3, message: 'bad ${x.type} here' },
    ]);
  });

  it('merges lists by code, keeping the first message', () => {
    expect(
      mergeErrorCodes([
        [{ code: 2, message: 'b' }],
        [
          { code: 1, message: 'a' },
          { code: 2, message: 'other' },
        ],
      ]),
    ).toEqual([
      { code: 1, message: 'a' },
      { code: 2, message: 'b' },
    ]);
  });
});

describe('loadErrorCodes from the installed toolkit', () => {
  it('finds the known codes and a plausible number of them', async () => {
    const data = await loadErrorCodes(process.cwd());
    const require = createRequire(import.meta.url);
    const pkg = JSON.parse(fs.readFileSync(require.resolve('@reduxjs/toolkit/package.json'), 'utf8'));
    expect(data.toolkitVersion).toBe(pkg.version);
    const byCode = new Map(data.codes.map((entry) => [entry.code, entry.message]));
    expect(byCode.get(0)).toBe('prepareAction did not return an object');
    expect(byCode.get(2)).toBe('`middleware` field must be a callback');
    expect(byCode.get(42)).toMatch(/^Duplicate middleware references found/);
    expect(byCode.get(20)).toContain('${');
    expect(data.codes.length).toBeGreaterThanOrEqual(40);
  });
});
