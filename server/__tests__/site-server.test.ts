import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '../site-server';

/** Status and body of a GET, or the error that ended it. */
function get(origin: string, pathname: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    http
      .get(`${origin}${pathname}`, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', (error) => resolve({ error: error.message }));
      })
      .on('error', (error) => resolve({ error: error.message }));
  });
}

describe('createSiteServer', () => {
  let root: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
    fs.writeFileSync(path.join(root, 'gone.js'), 'console.log("soon gone");');
    server = createSiteServer({ root, headers: {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps serving when a file it indexed at start-up is gone (a build replaced under it)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fs.rmSync(path.join(root, 'gone.js'));
    const gone = await get(origin, '/gone.js');
    expect(gone).not.toMatchObject({ status: 200, body: 'console.log("soon gone");' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Could not read /gone.js'));
    expect(await get(origin, '/')).toEqual({ status: 200, body: '<h1>home</h1>' });
    logged.mockRestore();
  });
});
