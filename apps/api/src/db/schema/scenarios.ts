import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Scenario } from '@degreeworth/core';
import { users } from './users';

/**
 * Saved calculator scenarios (spec §3 "Scenario": an id plus a payload sent whole). The
 * payload is what the student typed, checked with core's ScenarioSchema; results are never
 * stored, the server recomputes them from the payload and the imported data on every read.
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Scenario>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scenarios_user_idx').on(t.userId)],
);
