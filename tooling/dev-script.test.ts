import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; resolves with the answer's text. */
async function until200(url: string, timeoutMs = 60_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return await res.text();
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('npm run dev: the web app and the API together', () => {
  let child: ChildProcess | undefined;
  let output = '';
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGINT');
    await exited;
  });

  it('serves the web app through Vite, forwards /api to the API, and reloads the API on a change', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const dir = mkdtempSync(join(tmpdir(), 'dw-dev-'));
    child = spawn(process.execPath, ['scripts/dev.mjs', '--web-port', String(webPort)], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: join(dir, 'data'),
        // No data to import: the API is ready as soon as it has migrated.
        SCORECARD_DIR: mkdtempSync(join(dir, 'empty-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // Vite's own page (its client script in it), and the API behind Vite's proxy.
    const page = await until200(`http://127.0.0.1:${webPort}/`);
    expect(page).toContain('/@vite/client');
    const health = await until200(`http://127.0.0.1:${webPort}/api/v1/health`);
    // Ready; with no data it also says what is missing (`data`).
    expect(JSON.parse(health)).toMatchObject({ status: 'ok' });
    expect(output).toContain(`[api] `);
    expect(output).toContain(`[web] `);

    // A saved API source file restarts the API (mtime put back: `npm start` builds by mtime).
    const file = join(root, 'apps/api/src/env-file.ts');
    const { atime, mtime } = statSync(file);
    const before = output.length;
    utimesSync(file, new Date(), new Date());
    try {
      const end = Date.now() + 30_000;
      while (!output.slice(before).includes('Restarting') && Date.now() < end)
        await new Promise((r) => setTimeout(r, 200));
    } finally {
      utimesSync(file, atime, mtime);
    }
    expect(output.slice(before)).toContain('Restarting');
    expect(JSON.parse(await until200(`http://127.0.0.1:${webPort}/api/v1/health`))).toMatchObject({
      status: 'ok',
    });
  });
});
