import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Scenario } from '@degreeworth/core';
import { instituteAdmins, instituteSubscriptions } from './institutes';
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
 * A comment on a student's scenario (coaching): a counselor's or institute admin's, which the
 * student sees on their results page, or the student's reply, which the school's admins see. The
 * author's name and role are kept on the row, so a comment stays readable after its author is
 * removed.
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
    /** The institute admin or counselor who wrote it (null for a reply, or once removed). */
    authorId: uuid('author_id').references(() => instituteAdmins.id, { onDelete: 'set null' }),
    /** The student who wrote a reply (null for a counselor's comment). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The school the comment was written in: only its admins see it, even after the student
     * moves to another school or its author is removed (null only for comments of authors
     * removed before this was recorded).
     */
    instituteId: uuid('institute_id').references(() => instituteSubscriptions.id, {
      onDelete: 'cascade',
    }),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').$type<'owner' | 'counselor' | 'student'>().notNull(),
    body: text('body').notNull(),
    /**
     * When the other side first read it: the student for a counselor's comment, any admin of the
     * school for a reply. Null: unread (the in-app notice and "unread replies" count these).
     */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scenario_comments_scenario_idx').on(t.scenarioId, t.createdAt)],
);

/**
 * A saved scenario's read-only share link: anyone holding the token reads the scenario's
 * results without an account (GET /shared-scenarios/{token}). One live link per scenario (the
 * scenario id is the key); stopping it deletes the row, so the token stops working at once, and
 * a new link gets a new token. The token is stored as it is, not hashed: the data it opens is
 * stored in plain form beside it (decision 079).
 */
export const scenarioShares = pgTable('scenario_shares', {
  scenarioId: uuid('scenario_id')
    .primaryKey()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
  /** 32 random bytes in base64url (43 characters). */
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
