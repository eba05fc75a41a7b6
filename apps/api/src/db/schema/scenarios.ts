import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Scenario } from '@degreeworth/core';
import { instituteAdmins } from './institutes';
import { users } from './users';

/**
 * Saved calculator scenarios (an id plus a payload sent whole). The
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

/**
 * A counselor's or institute admin's comment on a student's scenario (coaching): the
 * student sees it on their results page. The author's name and role are kept on the row, so a
 * comment stays readable after its author is removed.
 */
export const scenarioComments = pgTable(
  'scenario_comments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => instituteAdmins.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').$type<'owner' | 'counselor'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scenario_comments_scenario_idx').on(t.scenarioId, t.createdAt)],
);
