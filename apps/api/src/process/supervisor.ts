import cluster, { type Worker } from 'node:cluster';
import type { ReadinessState } from '../plugins/readiness';
import type { StartupLog } from '../importer/startup';
import { isStateRequest, stateMessage } from './messages';

/** Workers that die before they listen, in a row, before the primary gives up (a bad start). */
const MAX_START_FAILURES = 3;
/** Restart delay after a crash: 1 s, doubling per crash within a minute, at most 30 s. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const CRASH_WINDOW_MS = 60_000;

export interface SupervisorOptions {
  count: number;
  log: StartupLog;
  /** The state a worker gets when it asks (a new or restarted worker). */
  state(): ReadinessState;
  /** Every worker listens (once, at start). */
  onAllListening(): void;
  /** Workers keep dying before they listen: the primary should stop. */
  onGiveUp(reason: string): void;
}

const describe = (w: Worker) => `API process ${w.id} (pid ${w.process.pid})`;

/**
 * Forks `count` workers and keeps them running: a worker that dies is forked again after a
 * back-off; MAX_START_FAILURES deaths before listening in a row (a port in use, a broken
 * build) end it all instead of looping.
 */
export function superviseWorkers(o: SupervisorOptions) {
  const listening = new Set<number>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let announced = false;
  let startFailures = 0;
  let crashes = 0;
  let lastCrashAt = 0;

  const fork = () => {
    const w = cluster.fork();
    w.on('message', (m: unknown) => {
      if (isStateRequest(m)) send(w, o.state());
    });
    w.on('listening', () => {
      listening.add(w.id);
      startFailures = 0;
      o.log.info(`${describe(w)} listening`);
      if (!announced && listening.size >= o.count) {
        announced = true;
        o.onAllListening();
      }
    });
    w.on('exit', (code, signal) => onExit(w, code, signal));
  };

  const onExit = (w: Worker, code: number | null, signal: string | null) => {
    const hadListened = listening.delete(w.id);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!hadListened && ++startFailures >= MAX_START_FAILURES) {
      o.onGiveUp(`${startFailures} API processes in a row exited before listening (last: ${how})`);
      return;
    }
    const now = Date.now();
    if (now - lastCrashAt > CRASH_WINDOW_MS) crashes = 0;
    lastCrashAt = now;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** crashes++);
    o.log.error(`${describe(w)} exited (${how}); starting another in ${delay / 1000} s`);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork();
    }, delay);
    timers.add(timer);
  };

  const workers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

  for (let i = 0; i < o.count; i++) fork();

  return {
    /** Sends the state to every worker (each health answer shows it). */
    broadcast(state: ReadinessState) {
      for (const w of workers()) send(w, state);
    },
    /** SIGTERM to every worker (each closes its app), SIGKILL to those still there after `ms`. */
    async stop(ms: number): Promise<void> {
      stopping = true;
      for (const t of timers) clearTimeout(t);
      const running = workers().filter((w) => !w.isDead());
      const exited = running.map((w) => new Promise((resolve) => w.once('exit', resolve)));
      for (const w of running) w.process.kill('SIGTERM');
      const late = setTimeout(() => running.forEach((w) => w.process.kill('SIGKILL')), ms);
      await Promise.all(exited);
      clearTimeout(late);
    },
  };
}

/** IPC to one worker; a worker that is going away misses it (its replacement asks). */
function send(w: Worker, state: ReadinessState): void {
  if (w.isConnected()) w.send(stateMessage(state), () => undefined);
}
