import { z } from 'zod';
import {
  ScenarioSchema,
  type ScenarioListResponse,
  type ScenarioResponse,
  type ScenarioResult,
} from '@degreeworth/core';

/** Route-only schemas of /scenario (the answer types live in core's scenario/api.ts). */

/** Any text: a malformed id is the same 404 as a missing scenario (never a database error). */
export const ScenarioParamsSchema = z.object({ id: z.string() });

const ScenarioSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  payload: ScenarioSchema,
  colleges: z.array(z.object({ university_id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The engine's results are typed by core and built by the server only; not re-checked field by field. */
const ScenarioResultSchema = z.custom<ScenarioResult>(
  (v) => typeof v === 'object' && v !== null && Array.isArray((v as ScenarioResult).colleges),
);

export const ScenarioResponseSchema = z.object({
  message: z.string(),
  scenario: ScenarioSummarySchema.extend({ results: ScenarioResultSchema }),
}) satisfies z.ZodType<ScenarioResponse>;

export const ScenarioListResponseSchema = z.object({
  scenarios: z.array(ScenarioSummarySchema),
  limits: z.object({
    max_scenarios: z.number().int().nullable(),
    max_colleges: z.number().int(),
  }),
}) satisfies z.ZodType<ScenarioListResponse>;
