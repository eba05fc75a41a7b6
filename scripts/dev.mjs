#!/usr/bin/env node
// `npm run dev`: the API from source with reload (tsx watch: a saved file under apps/api/src or
// packages/core/src restarts it) and the Vite dev server (hot reload of the web app) together.
// Open the address Vite prints (http://localhost:5173 by default); Vite forwards /api to the
// API on PORT (default 3000). `.env` in the repository root is read first when present, and a
// variable set in the environment wins over it. Ctrl-C stops both.
//
//   npm run dev [-- --web-port 5173]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const envFile = join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const args = process.argv.slice(2);
const at = args.indexOf('--web-port');
const webPort = at >= 0 ? args[at + 1] : (process.env.WEB_DEV_PORT ?? '5173');
const apiPort = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a child with its output lines prefixed by its name. */
function start(name, command, commandArgs, options) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return child;
}

const env = { ...process.env, PORT: apiPort, HOST: host, DW_API_PORT: apiPort };
const children = [
  // --clear-screen=false: the other child's lines stay visible.
  start('api', bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], { env }),
  start('web', bin('vite'), ['--port', webPort, '--strictPort'], {
    cwd: join(root, 'apps/web'),
    env,
  }),
];
console.log(`npm run dev: API on http://${host}:${apiPort}, web on http://localhost:${webPort}`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
for (const child of children)
  child.once('exit', (code) => {
    if (!stopping) console.log(`npm run dev: a process stopped (exit ${code}); stopping the other`);
    stopAll(code ?? 0);
  });
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
