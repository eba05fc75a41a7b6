import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { RANKINGS_TEXTS } from '../packages/core/src/schemas/rankings';
import { storeTokens, uniqueEmail } from './support';

/**
 * Issue item 5, done-when "a Pro user sorts", against a real server. Individual Pro is granted
 * by `npm run plan:grant -- <email>` (apps/api/src/jobs/plan-grant.ts), which opens the PGlite
 * folder itself and so cannot run while a server holds that folder's lock; nothing else grants
 * a plan yet (no payments, no admin route). So this file runs its own server on its own
 * DATA_DIR: start it without data (fast), sign up, stop it, grant the plan, start it again
 * with the development data (its import takes about a minute), then sort in the browser.
 */

let server: ChildProcess | null = null;
let dataDir = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function startServer(port: number, env: Record<string, string>): Promise<void> {
  server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null);
        return res?.status ?? 0;
      },
      { timeout: 240_000, intervals: [1_000] },
    )
    .toBe(200);
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
  server = null;
}

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an Individual Pro user sorts by any column and uses the Pro filters', async ({ page }) => {
  test.setTimeout(420_000);
  dataDir = mkdtempSync(join(tmpdir(), 'dw-e2e-pro-'));
  const noData = join(dataDir, 'no-scorecard-data');
  mkdirSync(noData);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}/api/v1`;
  const email = uniqueEmail('rk-pro');
  const password = 'rk-pro-pass-1';

  // 1. An account, on a server with no data to import (it starts in seconds).
  await startServer(port, { SCORECARD_DIR: noData });
  const signup = await fetch(`${api}/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Pia Pro', email, password, password_confirmation: password }),
  });
  expect(signup.status).toBe(200);
  await stopServer();

  // 2. Individual Pro, granted the documented way while no server holds the folder.
  const grant = spawnSync('node', ['--import', 'tsx', 'apps/api/src/jobs/plan-grant.ts', email], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(grant.status, grant.stderr).toBe(0);
  expect(grant.stdout).toContain(`${email} now has Individual Pro`);

  // 3. The same folder with the development data imported.
  await startServer(port, {});
  const signin = await fetch(`${api}/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signin.status).toBe(201);
  const { token } = (await signin.json()) as { token: string };
  const me = await fetch(`${api}/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { subscription_id: number }).subscription_id).toBe(1);

  await storeTokens(page, { authToken: token });
  await page.goto(`http://127.0.0.1:${port}/#/rankings`);
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByLabel('NPV horizon')).toBeVisible();

  await page.getByRole('button', { name: 'Completion' }).click();
  const completion = page.getByRole('columnheader', { name: /Completion/ });
  await expect(completion).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Ordered by completion rate, highest first/)).toBeVisible();
  await expect(page.getByText(RANKINGS_TEXTS.proRequired)).toHaveCount(0);
  const rates = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number.parseFloat(tr.querySelectorAll('td')[5]!.textContent!)),
  );
  expect(rates).toHaveLength(20);
  expect(rates).toEqual([...rates].sort((a, b) => b - a));

  // Pressing the same header again reverses the order.
  await page.getByRole('button', { name: 'Completion' }).click();
  await expect(completion).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: 'Break-even' }).click();
  await expect(page.getByRole('columnheader', { name: /Break-even/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByLabel('NPV horizon').selectOption('40');
  await expect(page.getByRole('columnheader', { name: /NPV at 40 years/ })).toBeVisible();
  await page.getByLabel('Family income').selectOption('0-30k');
  await expect(page.getByText(/· \$0–30,000/)).toBeVisible();
});
