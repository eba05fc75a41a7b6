/**
 * A cap on CPU-heavy work in this process (PDF rendering): at most
 * `concurrency` tasks run at once and at most `maxWaiting` more wait, first come first served.
 * Past that, `run` fails at once with `busy()` (a 503 for the caller), so a burst costs a short
 * wait or a clear "try again", never an unbounded queue of renders and the memory they hold.
 *
 * A waiting task starts only after the event loop has polled for I/O once more, not in the
 * microtask of the task that ended: requests that arrived during one render are read and
 * answered before the next render starts, so a line of renders stalls other requests no longer
 * than one render does.
 */
export interface WorkPoolOptions {
  concurrency: number;
  maxWaiting: number;
  /** The error a task past the waiting line fails with. */
  busy: () => Error;
  /**
   * Whether a waiting task starts only after the event loop has polled for I/O (true, the
   * default: for work that holds this thread, such as a render). Work that runs on another thread
   * (a password hash) hands over at once: its waiters would otherwise lose two loop turns each,
   * which on a busy server halves how many can run a second.
   */
  pollBetween?: boolean;
}

export interface WorkPool {
  /**
   * Runs `task` when a slot is free. `bounded: false` lets a caller that is bounded elsewhere
   * (the mail worker, whose own concurrency caps its jobs) wait past `maxWaiting` instead of
   * failing: a queued e-mail should be late rather than lost.
   */
  run<T>(task: () => Promise<T>, options?: { bounded?: boolean }): Promise<T>;
  /** Tasks running and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

export function createWorkPool(options: WorkPoolOptions): WorkPool {
  let running = 0;
  const line: (() => void)[] = [];
  const pollBetween = options.pollBetween ?? true;

  /**
   * Hands the slot to the first waiter, or frees it. Two setImmediate hops: a task that ends in
   * the poll phase (after its I/O) would otherwise start the next one in the same loop turn's
   * check phase, before the I/O that arrived meanwhile is polled.
   */
  const release = () => {
    const start = line.shift();
    if (!start) running -= 1;
    else if (pollBetween) setImmediate(() => setImmediate(start));
    else start();
  };

  return {
    async run(task, { bounded = true } = {}) {
      if (running < options.concurrency) running += 1;
      else if (bounded && line.length >= options.maxWaiting) throw options.busy();
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
