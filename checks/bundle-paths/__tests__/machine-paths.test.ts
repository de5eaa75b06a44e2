import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptsNamingSiteDir } from '../machine-paths';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function buildWith(scripts: Record<string, string>): string {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-paths-'));
  made.push(buildDir);
  fs.mkdirSync(path.join(buildDir, 'assets/js'), { recursive: true });
  for (const [name, text] of Object.entries(scripts)) fs.writeFileSync(path.join(buildDir, 'assets/js', name), text);
  return buildDir;
}

describe('scriptsNamingSiteDir', () => {
  it('lists the scripts that contain the site folder, and only those', () => {
    const buildDir = buildWith({
      'main.1.js': '{"23ecc67b":[()=>x,"/home/me/site/.docusaurus/error-codes/default/error-codes.json"]}',
      'page.2.js': '{"a":[()=>x,"@site/.docusaurus/error-codes/default/error-codes.json"]}',
      'main.1.js.map': '/home/me/site/src/x.ts',
    });
    expect(scriptsNamingSiteDir(buildDir, '/home/me/site')).toEqual(['/assets/js/main.1.js']);
  });
});
