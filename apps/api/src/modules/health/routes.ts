import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODES } from '@degreeworth/core';
import { errorBody } from '../../plugins/error-handler';

/** GET /health: 200 {"status":"ok"} only once migrations and the data import are done (CONTRACT). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    if (app.readiness.ready) return { status: 'ok' };
    const message = `DegreeWorth is starting (${app.readiness.step}).`;
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({
        ...errorBody(503, ERROR_CODES.notReady, message, String(request.id)),
        status: 'starting',
      });
  });
};
