import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, ERROR_CODES } from '@degreeworth/core';
import { errorBody } from './error-handler';

export interface Readiness {
  ready: boolean;
  /** What the server is doing while not ready, for people ("migrating the database"). */
  step: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const HEALTH_PATH = `${API_BASE_PATH}/health`;

/** Until startup work is done, API calls other than health answer 503 NOT_READY. */
export function registerReadiness(app: FastifyInstance, initial: Readiness): void {
  app.decorate('readiness', initial);
  app.addHook('onRequest', async (request, reply) => {
    if (app.readiness.ready || !request.url.startsWith(`${API_BASE_PATH}/`)) return;
    if (request.url.split('?')[0] === HEALTH_PATH) return;
    const message = `DegreeWorth is starting (${app.readiness.step}). Please try again in a few seconds.`;
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(errorBody(503, ERROR_CODES.notReady, message, String(request.id)));
  });
}
