// A real nginx in front of a DegreeWorth server, for the load bench (bench/load.mjs --nginx) and
// the HTTP caching test (apps/api/test/nginx-cache.test.ts): the repository's site file
// (deploy/nginx/degreeworth.conf) with its cache folder, upstream port and listen line moved into
// a temporary folder, run in the foreground with `-p <folder> -c <conf> -g 'daemon off;'`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from './harness.mjs';

/** Where the Debian package and a source build put nginx. */
export const NGINX = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
].find(existsSync);

/** The lines of the site file this bench replaces; a change to them must change this file too. */
const CACHE_PATH = '/var/cache/nginx/degreeworth';
const UPSTREAM = 'server 127.0.0.1:3000;';
const LISTEN = 'listen 80;';

/** The repository's site file with this run's folder and ports. */
function siteConfig(work, upstream, port) {
  const site = readFileSync(join(root, 'deploy/nginx/degreeworth.conf'), 'utf8');
  for (const original of [CACHE_PATH, UPSTREAM, LISTEN])
    if (!site.includes(original))
      throw new Error(`deploy/nginx/degreeworth.conf no longer holds "${original}"`);
  return site
    .replace(CACHE_PATH, join(work, 'cache'))
    .replace(UPSTREAM, `server ${upstream};`)
    .replace(LISTEN, `listen 127.0.0.1:${port};`);
}

/**
 * The main file around it. One worker: it serves tens of thousands of small answers a second,
 * and a second one would only take processor time from the server on a small machine. Every
 * simulated person keeps a connection open, and nginx opens one to the server per request in
 * flight beyond its 32 kept ones, so the connection limit is well above twice the people.
 */
function mainConfig(work, connections) {
  // As root, nginx's workers would run as nobody, who cannot write this run's folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
worker_rlimit_nofile ${connections * 2};
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${join(work, 'client_body')};
  proxy_temp_path ${join(work, 'proxy_temp')};
  fastcgi_temp_path ${join(work, 'fastcgi_temp')};
  uwsgi_temp_path ${join(work, 'uwsgi_temp')};
  scgi_temp_path ${join(work, 'scgi_temp')};
  include ${join(work, 'site.conf')};
}
`;
}

async function waitListening(port, child, work, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = join(work, 'error.log');
  throw new Error(
    `nginx did not listen on ${port}` +
      (existsSync(log) ? `: ${readFileSync(log, 'utf8').trim()}` : ` (exit ${child.exitCode})`),
  );
}

/**
 * Starts nginx in front of the server at `upstream` ("host:port") for `people` clients at once:
 * `{ base, folder, pid, stop }`. `stop` ends it and deletes its folder (cache included).
 */
export async function startNginx({ upstream, people }) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx, as .ci/run does)');
  const work = mkdtempSync(join(tmpdir(), 'dw-load-nginx-'));
  const port = await freePort();
  const connections = Math.max(1024, 4 * people);
  mkdirSync(join(work, 'cache'));
  writeFileSync(join(work, 'site.conf'), siteConfig(work, upstream, port));
  writeFileSync(join(work, 'nginx.conf'), mainConfig(work, connections));
  const child = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  // However the bench ends, nginx does not outlive it.
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitListening(port, child, work);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: `http://127.0.0.1:${port}`, folder: work, pid: child.pid, stop };
}
