import { stat } from 'node:fs/promises';
import { type AddressInfo, connect, createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createWorkPool } from './work-pool';

class BusyError extends Error {}

/** A task that runs until its gate opens; `started` says whether it began. */
function gated() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { started: false, open: () => open() };
  const task = async () => {
    state.started = true;
    await gate;
    return 'done';
  };
  return { state, task };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkPool', () => {
  const pool = (concurrency: number, maxWaiting: number) =>
    createWorkPool({ concurrency, maxWaiting, busy: () => new BusyError('busy, try again') });

  it('runs at most `concurrency` tasks at once; the others wait their turn in order', async () => {
    const p = pool(2, 5);
    const tasks = [gated(), gated(), gated(), gated()];
    const results = tasks.map((t) => p.run(t.task));
    await turn();
    expect(tasks.map((t) => t.state.started)).toEqual([true, true, false, false]);
    expect([p.running, p.waiting]).toEqual([2, 2]);
    tasks[1]!.state.open();
    await vi.waitFor(() => expect(tasks[2]!.state.started).toBe(true));
    expect(tasks.map((t) => t.state.started)).toEqual([true, true, true, false]);
    for (const t of tasks) t.state.open();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done']);
    expect([p.running, p.waiting]).toEqual([0, 0]);
  });

  it('refuses a task past the waiting line at once with the busy error, and takes work again later', async () => {
    const p = pool(1, 1);
    const first = gated();
    const second = gated();
    const running = p.run(first.task);
    const waiting = p.run(second.task);
    await expect(p.run(async () => 'third')).rejects.toThrow(new BusyError('busy, try again'));
    first.state.open();
    second.state.open();
    await Promise.all([running, waiting]);
    await expect(p.run(async () => 'later')).resolves.toBe('later');
  });

  it('lets an unbounded caller wait past the line instead of failing', async () => {
    const p = pool(1, 0);
    const first = gated();
    const running = p.run(first.task);
    await expect(p.run(async () => 'bounded')).rejects.toBeInstanceOf(BusyError);
    const unbounded = p.run(async () => 'unbounded', { bounded: false });
    first.state.open();
    expect(await Promise.all([running, unbounded])).toEqual(['done', 'unbounded']);
  });

  it('frees the slot of a task that fails', async () => {
    const p = pool(1, 0);
    await expect(p.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(p.run(async () => 'next')).resolves.toBe('next');
  });

  it('reads a request that arrived during one task before the next waiting task starts', async () => {
    // A local connection: what the client writes reaches the server's socket at once (the
    // kernel's buffer), like another user's request arriving while a render blocks the loop.
    const order: string[] = [];
    const server = createServer((socket) => socket.on('data', () => order.push('other request')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = connect(port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    const busyFor = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    try {
      const p = pool(1, 5);
      // Like a render: some I/O first (loading the scenario), then a stretch that blocks.
      const a = p.run(async () => {
        await stat(__filename);
        client.write('GET /api/v1/rankings');
        busyFor(30);
        order.push('render a');
      });
      const b = p.run(async () => {
        order.push('render b');
      });
      await Promise.all([a, b]);
      await vi.waitFor(() => expect(order).toHaveLength(3));
      expect(order).toEqual(['render a', 'other request', 'render b']);
    } finally {
      client.destroy();
      server.close();
    }
  });

  it('with pollBetween false, starts the next waiting task in the same turn the last one ended', async () => {
    // Work on another thread (a password hash) leaves this thread free, so its waiters need not
    // let the loop poll first: each lost turn would be a hash not run.
    const handOver = async (pollBetween: boolean) => {
      const p = createWorkPool({
        concurrency: 1,
        maxWaiting: 1,
        pollBetween,
        busy: () => new BusyError('busy, try again'),
      });
      const order: string[] = [];
      const first = gated();
      const a = p.run(first.task);
      const b = p.run(async () => void order.push('second task'));
      await turn();
      first.state.open();
      // One setImmediate scheduled after the first task ends runs before a task that waits
      // for two turns of the loop, and after one started within the same turn.
      await a;
      setImmediate(() => order.push('next turn'));
      await Promise.all([b, new Promise((resolve) => setTimeout(resolve, 5))]);
      return order;
    };
    expect(await handOver(false)).toEqual(['second task', 'next turn']);
    expect(await handOver(true)).toEqual(['next turn', 'second task']);
  });
});
