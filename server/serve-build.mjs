import { spawn } from 'node:child_process';
import net from 'node:net';

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** A loopback port nothing listens on right now, picked by the OS. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build folder on 127.0.0.1 with the production server (headers,
 * precompressed files) and resolves once it answers. Returns the base URL and
 * a function that stops the server. Without a port, any free one is used, so
 * several benchmarks and checks can run at once.
 */
export async function serveBuild({ dir = 'build', port: requestedPort } = {}) {
  const port = requestedPort ?? (await freePort());
  // A server left on the port would be measured instead of this build: refuse it.
  if (await answers(`http://127.0.0.1:${port}/`)) {
    throw new Error(`Port ${port} is already serving something: stop it first (for example: fuser -k ${port}/tcp).`);
  }
  const server = spawn('npx', ['tsx', 'server/main.ts', dir], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'off' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The build in ${dir} did not start serving on port ${port}`);
}
