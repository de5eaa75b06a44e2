import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_DIR, canConnect, freePort } from './harness';

const REPO = path.resolve(__dirname, '../..');
/** The largest page, so a response is still in flight while the test holds it. */
const LONG_PAGE = '/rtk-query/api/createApi';

interface Started {
  readonly child: ChildProcess;
  readonly port: number;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** Starts `server/main.ts` as the README runs it, with the given environment. */
async function startProcess(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', BUILD_DIR], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let attempt = 0; attempt < 100 && !(await canConnect(port)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, output: () => text, exited };
}

function get(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'identity' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('the server process', () => {
  it('listens on PORT and HOST and logs one line per request', async () => {
    const server = await startProcess({});
    expect(await get(server.port, '/api/createSlice')).toBe(200);
    expect(await get(server.port, '/no-such-page')).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => / (GET|HEAD) \//.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+ GET \/api\/createSlice 200 \d+ [\d.]+ms$/);
    expect(lines[1]).toMatch(/ GET \/no-such-page 404 /);
  });

  it('logs nothing per request with ACCESS_LOG=off', async () => {
    const server = await startProcess({ ACCESS_LOG: 'off' });
    expect(await get(server.port, '/')).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.output()).not.toMatch(/ GET \//);
  });

  it('finishes a response in flight on SIGTERM, then exits', async () => {
    const server = await startProcess({ ACCESS_LOG: 'off' });
    const body = await new Promise<{ received: number; expected: number }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: server.port, path: LONG_PAGE, headers: { 'accept-encoding': 'identity' } },
        (response) => {
          const expected = Number(response.headers['content-length']);
          let received = 0;
          response.pause();
          // Hold the response open, stop the server, then read the rest.
          server.child.kill('SIGTERM');
          setTimeout(() => {
            response.on('data', (chunk: Buffer) => (received += chunk.length));
            response.on('end', () => resolve({ received, expected }));
            response.resume();
          }, 300);
        },
      );
      request.on('error', reject);
    });
    expect(body.expected).toBeGreaterThan(100_000);
    expect(body.received).toBe(body.expected);
    expect(await server.exited).toBe(0);
    expect(await canConnect(server.port)).toBe(false);
  });
});
