import { z } from 'zod';

/** Route-only schemas of /scenario (the answers are core's scenario/api.ts schemas). */

/** Any text: a malformed id is the same 404 as a missing scenario (never a database error). */
export const ScenarioParamsSchema = z.object({ id: z.string() });
