import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CalculatorReferenceResponse } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { parsingSerializer } from '../rankings/serializer';
import { createReferenceCache, type ReferenceCache } from './reference';

export const CalculatorReferenceResponseSchema = z.object({
  states: z.array(
    z.object({ code: z.string(), name: z.string(), baseline: z.number().nullable() }),
  ),
  national_majors: z.array(
    z.object({
      code: z.number().int(),
      name: z.string(),
      category: z.string(),
      median: z.number().nullable(),
      total: z.number().nullable(),
    }),
  ),
  dollar_year: z.number().int(),
  sources: z.array(z.string()),
}) satisfies z.ZodType<CalculatorReferenceResponse>;

/** GET /calculator/reference (public): the data every scenario shares (issue #5). */
export const calculatorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reference?: ReferenceCache;
}> = async (app, deps) => {
  app.setSerializerCompiler(parsingSerializer);
  const reference = deps.reference ?? createReferenceCache(deps.db);
  app.get(
    '/calculator/reference',
    { schema: { response: { 200: CalculatorReferenceResponseSchema } } },
    async () => (await reference.current()).response,
  );
};
