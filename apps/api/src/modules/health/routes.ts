import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@degreeworth/core';
import type { ImportProgress } from '../../importer/progress';
import { problemOf } from '../../importer/status';
import { type EncodedJson, encodedOnce, sendJson } from '../../lib/encoded-json';
import { errorBody } from '../../plugins/error-handler';
import type { Readiness } from '../../plugins/readiness';
import { doc } from '../api-docs';

/** The progress shown when the import has begun but reported nothing yet. */
const IMPORT_BEGINNING: ImportProgress = {
  phase: 'reading',
  file: 0,
  files: 0,
  name: null,
  rows: 0,
  percent: 0,
};

/** The owner of the answer when the last import left nothing to report. */
const ALL_WELL = {};

/**
 * The ready answer as kept bytes, made once per import status (it changes only when an import
 * ends). Undefined while not ready.
 */
function readyAnswer(r: Readiness): EncodedJson | undefined {
  if (!r.ready) return undefined;
  const data = problemOf(r.data ?? null);
  return encodedOnce(data ?? ALL_WELL, () =>
    JSON.stringify(data ? { status: 'ok', data } : { status: 'ok' }),
  );
}

function importingMessage(p: ImportProgress): string {
  const where =
    p.phase === 'recomputing'
      ? `recomputing the rankings, ${p.percent} %`
      : p.files > 0
        ? `file ${p.file} of ${p.files}, ${p.percent} %`
        : 'looking for changed files';
  return `DegreeWorth is importing College Scorecard data (${where}); the API answers meanwhile with the data it had.`;
}

/**
 * GET /health: 200 {"status":"ok"}, the answer a deployment waits for, only once migrations and
 * the data import are done. When the import left the rankings without figures or an input is
 * missing, the 200 answer adds `data`: {rankings: "none" | "failed" | "ready", missing:
 * [{input, variable, required, message}], message} naming the variable to set. Before, a 503
 * with the one error body and `status` "starting" (migrating: the other API routes answer 503
 * too) or "importing" (they answer, with the previous data) plus `import` (progress), and
 * `alive: true`.
 * GET /health/live: 200 {"status":"alive"} as soon as the process listens (liveness for
 * orchestrators); with several processes it names the one that answered.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: doc('Health', 'public', 'Readiness', {
        description:
          '200 `{"status":"ok"}` once the database is migrated and the College Scorecard import is done. Before, 503 with `status` "starting" (the other calls answer 503 too) or "importing" (they answer, with the data of the previous import) and the import\'s progress. When an input the rankings need is missing or the last import failed, the 200 answer adds `data`: `{rankings: "ready"|"none"|"failed", missing: [{input, variable, required, message}], message}`.',
        errors: ['HealthNotReady'],
        rawResponse: {
          status: 200,
          description: 'Migrated, and the data import is done',
          mediaType: 'application/json',
          schema: z.object({ status: z.literal('ok') }),
        },
      }),
    },
    async (request, reply) => {
      const r = app.readiness;
      const ready = readyAnswer(r);
      if (ready) return sendJson(request, reply, ready);
      const importing = r.serving;
      const progress = r.import ?? IMPORT_BEGINNING;
      const message = importing
        ? importingMessage(progress)
        : `DegreeWorth is starting (${r.step}).`;
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          ...errorBody(503, ERROR_CODES.notReady, message, String(request.id)),
          status: importing ? 'importing' : 'starting',
          alive: true,
          ...(importing ? { import: progress } : {}),
        });
    },
  );

  app.get(
    '/health/live',
    {
      schema: doc('Health', 'public', 'Liveness', {
        description:
          '200 `{"status":"alive"}` as soon as the process listens; with several API processes, `worker` names the one that answered.',
        rawResponse: {
          status: 200,
          description: 'The process is up',
          mediaType: 'application/json',
          schema: z.object({ status: z.literal('alive'), worker: z.number().int().optional() }),
        },
      }),
    },
    async () => {
      const { worker } = app.readiness;
      return worker === null ? { status: 'alive' } : { status: 'alive', worker };
    },
  );
};
