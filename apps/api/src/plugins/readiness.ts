import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, ERROR_CODES } from '@degreeworth/core';
import type { ImportProgress } from '../importer/progress';
import type { DataStatus } from '../importer/status';
import { errorBody } from './error-handler';
import type { RequestStep } from './request-start';

/**
 * Where the server is in its start: migrating (every API route but health
 * answers 503), importing the College Scorecard data (every route answers, with the previous
 * data; health says "importing"), or ready (health 200 {"status":"ok"}).
 */
export interface Readiness {
  /** Migrations and the data import are done (a failed import is done too). */
  ready: boolean;
  /** The API routes answer: the database is migrated. Implied by `ready`. */
  serving: boolean;
  /** What the server is doing while not ready, for people ("migrating the database"). */
  step: string;
  /** The running import's progress (importer/progress.ts); null when none runs. */
  import: ImportProgress | null;
  /**
   * What the last import left (importer/status.ts): the rankings' state and the inputs missing,
   * which health names. Unset or null before the first import of this start is over.
   */
  data?: DataStatus | null;
  /** This process's number among several API processes (WEB_CONCURRENCY > 1); null alone. */
  worker: number | null;
}

/** What one process tells another (the cluster primary its workers): all but `worker`. */
export type ReadinessState = Omit<Readiness, 'worker'>;

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const HEALTH_PATHS = new Set([`${API_BASE_PATH}/health`, `${API_BASE_PATH}/health/live`]);

/** Whether a path answers while the database is not migrated yet (health's two paths do). */
export const answersBeforeReady = (path: string): boolean => HEALTH_PATHS.has(path);

/** The API routes answer (during an import, with the previous data). */
export const answersApi = (r: Readiness): boolean => r.ready || r.serving;

/** The state a new process starts in: nothing answers but health and the web pages. */
export const STARTING: ReadinessState = {
  ready: false,
  serving: false,
  step: 'starting up',
  import: null,
};

/**
 * Until the database is migrated, API calls other than health answer 503 NOT_READY: the step
 * returned, for the app's first hook (request-start.ts); every request passes it.
 */
export function registerReadiness(
  app: FastifyInstance,
  initial: Pick<Readiness, 'ready' | 'step'> & Partial<Readiness>,
): RequestStep {
  app.decorate('readiness', { ...STARTING, worker: null, ...initial });
  return (request, reply) => {
    const r = app.readiness;
    if (answersApi(r) || !request.url.startsWith(`${API_BASE_PATH}/`)) return false;
    if (answersBeforeReady(request.url.split('?')[0]!)) return false;
    const message = `DegreeWorth is starting (${r.step}). Please try again in a few seconds.`;
    void reply
      .status(503)
      .header('retry-after', '5')
      .send(errorBody(503, ERROR_CODES.notReady, message, String(request.id)));
    return true;
  };
}

/** Copies another process's state in (a cluster worker), keeping this process's number. */
export function applyReadiness(app: FastifyInstance, state: ReadinessState): void {
  Object.assign(app.readiness, {
    ready: state.ready,
    serving: state.serving,
    step: state.step,
    import: state.import,
    data: state.data ?? null,
  });
}
