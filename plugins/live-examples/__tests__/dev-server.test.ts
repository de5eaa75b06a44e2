import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxDevServer, writeDevSandbox } from '../dev-server';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('writeDevSandbox', () => {
  it('keeps only the current sandbox document, at its extensionless address', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-sandbox-'));
    folders.push(folder);
    fs.writeFileSync(path.join(folder, 'sandbox.0000000000'), 'old');
    const files = new Map([
      ['sandbox.0123456789.html', '<!doctype html><title>sandbox</title>'],
      ['vendor.abcdef0123.js', 'vendor'],
      ['runtime.json', '{}'],
    ]);
    await writeDevSandbox(folder, files);
    expect(fs.readdirSync(folder)).toEqual(['sandbox.0123456789']);
    expect(fs.readFileSync(path.join(folder, 'sandbox.0123456789'), 'utf8')).toBe(
      '<!doctype html><title>sandbox</title>',
    );
  });
});

describe('sandboxDevServer', () => {
  it('serves its folder below the base URL as HTML with the current sandbox policy', () => {
    let policy = 'sandbox allow-scripts; script-src a';
    const [folder] = sandboxDevServer({ directory: '/x', baseUrl: '/docs/', sandboxPolicy: () => policy }).static;
    expect(folder).toMatchObject({ directory: '/x', publicPath: '/docs/', watch: false });
    const headers = new Map<string, string>();
    const response = {
      setHeader: (name: string, value: string) => headers.set(name, value),
    } as unknown as ServerResponse;
    folder!.staticOptions.setHeaders(response);
    expect(Object.fromEntries(headers)).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': 'sandbox allow-scripts; script-src a',
    });
    policy = 'sandbox allow-scripts; script-src b';
    folder!.staticOptions.setHeaders(response);
    expect(headers.get('Content-Security-Policy')).toContain('script-src b');
  });
});
