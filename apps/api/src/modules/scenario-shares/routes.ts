import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageResponseSchema,
  SCENARIO_SHARE_TEXT,
  ScenarioShareResponseSchema,
  ScenarioShareStatusSchema,
  SharedScenarioResponseSchema,
} from '@degreeworth/core';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { doc } from '../api-docs';
import type { ScenarioSharesService } from './service';

/**
 * The owner's calls name the scenario. Any text: a malformed id gets the same 404 as an unknown
 * or another user's scenario, as on every other /scenario/{id} call.
 */
const ScenarioIdParamsSchema = z.object({ id: z.string() });
/** Any text: a token of the wrong shape is the same 404 as an unknown or stopped one. */
const TokenParamsSchema = z.object({ token: z.string() });

/**
 * Read-only share links of a saved scenario: the owner's three calls under /scenario/{id}/share
 * (a user token, checked before anything else), and the public read of a link. The public
 * answer is never stored by a cache (no `publicAnswer`, so http-cache.ts sends it
 * `private, no-store`): a stopped link must stop at once, in every browser and proxy.
 */
export const scenarioShareRoutes: FastifyPluginAsyncZod<{ shares: ScenarioSharesService }> = async (
  app,
  { shares },
) => {
  app.setSerializerCompiler(parsingSerializer);
  // Set by app.authenticate (onRequest) before any handler below runs.
  const user = (request: FastifyRequest) => request.auth!.user;

  app.post(
    '/scenario/:id/share',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Share a saved scenario read-only', {
          description:
            "No body. 201 with a new link; 200 with the link the scenario already has (one live link per scenario). Anyone with the link reads the scenario's results without an account, never its owner or comments.",
        }),
        params: ScenarioIdParamsSchema,
        response: { 200: ScenarioShareResponseSchema, 201: ScenarioShareResponseSchema },
      },
    },
    async (request, reply) => {
      const { isNew, answer } = await shares.share(user(request), request.params.id);
      return reply.status(isNew ? 201 : 200).send(answer);
    },
  );
  app.get(
    '/scenario/:id/share',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', "A saved scenario's share link", {
          description: '`share` is null when the scenario is not shared.',
        }),
        params: ScenarioIdParamsSchema,
        response: { 200: ScenarioShareStatusSchema },
      },
    },
    async (request) => shares.find(user(request), request.params.id),
  );
  app.delete(
    '/scenario/:id/share',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Stop sharing a saved scenario', {
          description:
            'The link stops working at once; sharing again later makes a new link. Answers the same when the scenario was not shared.',
        }),
        params: ScenarioIdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => shares.stop(user(request), request.params.id),
  );
  app.get(
    '/shared-scenarios/:token',
    {
      // Set before anything else runs, so the 404 of a stopped link carries it too.
      onRequest: async (_request, reply) => {
        reply.header('x-robots-tag', 'noindex');
      },
      schema: {
        ...doc('Scenarios', 'public', 'A shared scenario, read-only', {
          description: `The scenario a share link opens: its name, what was typed (the saved payload), the colleges and fresh results. Never the owner, the scenario's id or comments. Unknown or stopped links: 404 "${SCENARIO_SHARE_TEXT.gone}". Sent \`Cache-Control: private, no-store\` and \`X-Robots-Tag: noindex\`.`,
        }),
        params: TokenParamsSchema,
        response: { 200: SharedScenarioResponseSchema },
      },
    },
    async (request) => shares.read(request.params.token),
  );
};
