import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API_ROOT } from '../src/paths';

/*
 * Ports for servers the tests start, below the kernel's ephemeral range (Linux: 32768-60999).
 * Port 0 hands out an ephemeral port, and while the spawned server is still starting, any
 * outgoing connection of the other test files (to PostgreSQL, Redis, a fake provider) may be
 * given that same port: the server then fails with EADDRINUSE. Below the range only listeners
 * compete, and each port is checked free before it is used.
 */
const LOW_PORTS = { from: 20_000, to: 32_000 };

/** Whether 127.0.0.1:`port` can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1, outside the range outgoing connections are given. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOW_PORTS.from + Math.floor(Math.random() * (LOW_PORTS.to - LOW_PORTS.from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOW_PORTS.from} and ${LOW_PORTS.to}`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the real server (src/server.ts through tsx) as a separate process. */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src/server.ts')], {
    cwd: API_ROOT,
    env: { ...parentEnv, LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => out, exited };
}

/** Polls GET /api/v1/health until it answers 200, or fails after the timeout. */
export async function waitHealthy(port: number, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}
