import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingsResponse } from '@degreeworth/core';
import { importScorecardData } from '../src/importer/run';
import { REPO_ROOT } from '../src/paths';
import { bearer, signUpVerified } from './accounts';
import { buildTestApp, type TestContext } from './helpers';
import { freePort } from './server-process';
import { memoryLog, SHARED_TABLES, sharedFolders, subsetFolder } from './scorecard';

/**
 * A real nginx (the Debian package) with the repository's configuration
 * (deploy/nginx/degreeworth.conf) in front of the server: repeated visitor requests are
 * answered by nginx, a signed-in answer is never stored, and an import shows through it within
 * the documented time (CACHE_FIGURES_SECONDS, plus 2 s for the server to see the new data).
 */
const MIT = 166683;
const MIT_NAME = 'Massachusetts Institute of Technology';
const RENAMED = 'Massachusetts Institute of Technology (imported again)';
const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv', 'MERGED2022_23_PP.csv'];
const COPIED = ['data_dictionary.csv'];
const FIGURES_SECONDS = 2;
/** The server re-reads the data generation every 2 s at most. */
const GENERATION_SECONDS = 2;

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
  existsSync,
);

let t: TestContext;
let nginx: ChildProcess;
let nginxPort: number;
let work: string;
let firstData: string;
/** The path and query of every request that reached the server. */
const reached: string[] = [];

/** The repository's site file with this test's ports and folders. */
function siteConfig(appPort: number): string {
  const site = readFileSync(join(REPO_ROOT, 'deploy/nginx/degreeworth.conf'), 'utf8');
  const replaced = site
    .replace('/var/cache/nginx/degreeworth', join(work, 'cache'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`);
  for (const original of ['/var/cache/nginx/degreeworth', ':3000;', 'listen 80;'])
    expect(site, `deploy/nginx/degreeworth.conf no longer holds "${original}"`).toContain(original);
  return replaced;
}

function mainConfig(): string {
  // As root, nginx's workers would run as nobody, who cannot write this test's folders.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 256; }
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

async function waitListening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `nginx did not listen on ${port}: ${readFileSync(join(work, 'error.log'), 'utf8')}`,
  );
}

const viaNginx = (path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${nginxPort}${path}`, { headers });
const reachedCount = (path: string) => reached.filter((p) => p === path).length;
const mitRow = (page: unknown) =>
  (page as RankingsResponse).data.find((r) => r.university_id === MIT);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx (.ci/run does)');
  work = mkdtempSync(join(tmpdir(), 'dw-nginx-'));
  firstData = subsetFolder({ files: YEARLY, copy: COPIED, rows: 150, keep: [MIT] });
  t = await buildTestApp({
    SCORECARD_DIR: firstData,
    ...SHARED_TABLES,
    CACHE_FIGURES_SECONDS: String(FIGURES_SECONDS),
    CACHE_CONTENT_SECONDS: '2',
  });
  await importScorecardData(t.database.db, {
    folders: { ...sharedFolders(firstData), censusFile: SHARED_TABLES.CENSUS_FILE },
    log: memoryLog(),
  });
  t.app.server.on('request', (req: { url?: string }) => reached.push(req.url ?? ''));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as { port: number }).port;
  nginxPort = await freePort();
  mkdirSync(join(work, 'cache'));
  writeFileSync(join(work, 'site.conf'), siteConfig(appPort));
  writeFileSync(join(work, 'nginx.conf'), mainConfig());
  nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await waitListening(nginxPort);
}, 300_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  for (const dir of [work, firstData]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('nginx proxy_cache in front of the server', () => {
  it('answers repeated visitor requests itself: college page, rankings, calculator, testimonials', async () => {
    const paths = [
      `/api/v1/universities/${MIT}`,
      '/api/v1/rankings?year=&page=1',
      '/api/v1/calculator/reference',
      '/api/v1/testimonials',
    ];
    for (const path of paths) {
      const statuses: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await viaNginx(path, { 'accept-encoding': 'gzip' });
        expect(res.status, path).toBe(200);
        await res.arrayBuffer();
        statuses.push(String(res.headers.get('x-cache-status')));
      }
      expect(statuses, path).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
      expect(reachedCount(path), path).toBe(1);
    }
  });

  it('never stores a signed-in answer: each goes to the server, and a visitor after it is a miss', async () => {
    const student = bearer(await signUpVerified(t, 'nginx.student@example.com'));
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rankings/favorite',
      headers: student,
      payload: { university_id: MIT, type: 'bachelors' },
    });
    expect(marked.statusCode).toBe(200);
    const path = `/api/v1/rankings?year=&page=1&search=${encodeURIComponent('Massachusetts Institute')}`;
    for (let i = 0; i < 3; i += 1) {
      const res = await viaNginx(path, student);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache-status')).toBe('BYPASS');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const mit = mitRow(await res.json());
      expect(mit?.is_favorite).toBe(true);
    }
    expect(reachedCount(path)).toBe(3);
    const visitor = await viaNginx(path);
    expect(visitor.headers.get('x-cache-status')).toBe('MISS');
    const row = mitRow(await visitor.json());
    expect(row?.name).toBe(MIT_NAME);
    // The visitor's rows carry no favorites at all.
    expect(row?.is_favorite).toBeUndefined();
  });

  it('shows an import within CACHE_FIGURES_SECONDS + 2 s', async () => {
    const path = `/api/v1/universities/${MIT}`;
    const nameOf = async () => ((await (await viaNginx(path)).json()) as { name: string }).name;
    expect(await nameOf()).toBe(MIT_NAME);
    const renamedData = subsetFolder({
      files: YEARLY,
      copy: COPIED,
      rows: 150,
      keep: [MIT],
      edit: (_file, text) => text.replaceAll(MIT_NAME, RENAMED),
    });
    try {
      await importScorecardData(t.database.db, {
        folders: { ...sharedFolders(renamedData), censusFile: SHARED_TABLES.CENSUS_FILE },
        log: memoryLog(),
      });
    } finally {
      rmSync(renamedData, { recursive: true, force: true });
    }
    const imported = Date.now();
    // Still the kept copy right after the import: nginx answers it without asking.
    expect(await nameOf()).toBe(MIT_NAME);
    await sleep((FIGURES_SECONDS + GENERATION_SECONDS) * 1000 + 200 - (Date.now() - imported));
    // The first request after that starts nginx's refresh (it may still get the old copy);
    // the ones after it get the new figures.
    await nameOf();
    await sleep(300);
    expect(await nameOf()).toBe(RENAMED);
  });
});
