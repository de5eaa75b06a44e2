/**
 * Makes sure the nginx the HTTP tests compare our server with is installed.
 * The tests run nginx themselves, unprivileged and in the foreground on a
 * loopback port, so only the binary is needed: Debian's "nginx" package is
 * installed with apt-get when running as root, otherwise named in a clear error.
 * Debian's package starts a system service on port 80 when it is installed;
 * that is suppressed (policy-rc.d) and stopped if it started anyway.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => existsSync(path.join(dir, name)));

if (onPath('nginx')) process.exit(0);
if (existsSync('/usr/sbin/nginx')) {
  console.error('nginx is installed in /usr/sbin, which is not on PATH: add /usr/sbin to PATH.');
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'nginx was not found on PATH.\n' +
      'Install Debian\'s "nginx" package (sudo apt-get install -y nginx), ' +
      'and make sure its folder (/usr/sbin for Debian) is on PATH. The tests run it themselves, ' +
      'as an ordinary user on a loopback port.',
  );
  process.exit(1);
}

console.log('nginx is missing: installing Debian\'s "nginx" package with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env });

// invoke-rc.d asks policy-rc.d before starting a service; 101 means "not allowed".
// Only a file this script wrote is removed afterwards.
const POLICY = '/usr/sbin/policy-rc.d';
const ownPolicy = !existsSync(POLICY);
if (ownPolicy)
  writeFileSync(POLICY, '#!/bin/sh\n# Written by scripts/ensure-nginx.mjs for the install.\nexit 101\n', {
    mode: 0o755,
  });
try {
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'nginx']);
} finally {
  if (ownPolicy) rmSync(POLICY, { force: true });
}

// If the service was started anyway (another init system), stop exactly that master process.
const PID_FILE = '/run/nginx.pid';
if (existsSync(PID_FILE)) {
  const pid = Number(readFileSync(PID_FILE, 'utf8').trim());
  // A stale pid file may name some other process by now: check it is nginx.
  const comm = `/proc/${pid}/comm`;
  if (Number.isInteger(pid) && pid > 0 && existsSync(comm) && readFileSync(comm, 'utf8').trim() === 'nginx') {
    try {
      process.kill(pid, 'SIGQUIT');
      console.log(`Stopped the nginx service the package started (pid ${pid}); the tests run their own.`);
    } catch {
      // Not running: nothing to stop.
    }
  }
}

if (!onPath('nginx')) {
  console.error('apt-get installed nginx, but it is not on PATH: add /usr/sbin to PATH.');
  process.exit(1);
}
