import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  ScenarioListResponseSchema,
  ScenarioResponseSchema,
  ScenarioSchema,
} from '@degreeworth/core';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { doc, SCENARIO_EXAMPLE } from '../api-docs';
import { ScenarioParamsSchema } from './schema';
import type { ScenariosService } from './service';

/**
 * The scenario calls (the module folder is plural, the URL singular as the clients call it). All
 * need a user token, checked before the body is read; a save's or an update's body is core's
 * ScenarioSchema.
 */
export const scenariosRoutes: FastifyPluginAsyncZod<{ scenarios: ScenariosService }> = async (
  app,
  { scenarios },
) => {
  app.setSerializerCompiler(parsingSerializer);
  // Set by app.authenticate (onRequest) before any handler below runs.
  const user = (request: FastifyRequest) => request.auth!.user;

  app.post(
    '/scenario',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Save a scenario', {
          description:
            'The payload the calculator form sends; the server recomputes every result. Free accounts keep 2 scenarios of 2 colleges each.',
          errors: ['Forbidden'],
          example: SCENARIO_EXAMPLE,
        }),
        body: ScenarioSchema,
        response: { 201: ScenarioResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await scenarios.create(user(request), request.body)),
  );
  app.get(
    '/scenario',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', "The user's saved scenarios"),
        response: { 200: ScenarioListResponseSchema },
      },
    },
    async (request) => scenarios.list(user(request)),
  );
  app.get(
    '/scenario/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'One saved scenario with its results'),
        params: ScenarioParamsSchema,
        response: { 200: ScenarioResponseSchema },
      },
    },
    async (request) => scenarios.get(user(request), request.params.id),
  );
  app.put(
    '/scenario/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Replace a saved scenario', {
          errors: ['Forbidden'],
          example: { ...SCENARIO_EXAMPLE, name: 'Fall 2027 shortlist, with the grant offer' },
        }),
        params: ScenarioParamsSchema,
        body: ScenarioSchema,
        response: { 200: ScenarioResponseSchema },
      },
    },
    async (request) => scenarios.update(user(request), request.params.id, request.body),
  );
  app.delete(
    '/scenario/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Delete a saved scenario'),
        params: ScenarioParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => scenarios.remove(user(request), request.params.id),
  );
  app.post(
    '/scenario/:id/duplicate',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Duplicate a saved scenario', {
          description:
            'A new scenario of the same user named "<name> (copy)", with the same payload; the school\'s comments stay with the original. It counts as a save: free accounts keep 2 scenarios of 2 colleges each.',
          errors: ['Forbidden'],
        }),
        params: ScenarioParamsSchema,
        response: { 201: ScenarioResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await scenarios.duplicate(user(request), request.params.id)),
  );
};
