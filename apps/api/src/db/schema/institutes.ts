import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// See users.ts: the two tables reference each other.
// eslint-disable-next-line import-x/no-cycle
import { users } from './users';

/**
 * Institute subscriptions: a school or district
 * account. The status is not stored: it follows from the dates (calendar days, UTC).
 * `logo_path` names the logo in media_files ("subscriptions/<id>-<random>.webp").
 */
export const instituteSubscriptions = pgTable(
  'institute_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /**
     * The `{institute}` segment of /{institute}/admin/* (decision 015): made from the
     * name when the subscription is created, unique, and never changed (bookmarked links keep
     * working). It names the institute in links only: access always follows the token.
     */
    slug: text('slug').notNull(),
    logoPath: text('logo_path'),
    seats: integer('seats').notNull(),
    /**
     * The owner's choice: counselors may also add students and import them from a CSV (the owner
     * always may; removing a student stays the owner's).
     */
    counselorsAddStudents: boolean('counselors_add_students').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('institute_subscriptions_created_idx').on(t.createdAt),
    uniqueIndex('institute_subscriptions_slug_key').on(t.slug),
    check('institute_subscriptions_seats_positive', sql`${t.seats} > 0`),
    check('institute_subscriptions_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Institute admin accounts (decision 042): their own table, never `users`, so no user or
 * platform-admin sign-in can ever find them, and an address may be both a user and an
 * institute admin. `role` 'owner' is the admin a subscription's admin_email names (one per
 * subscription); counselors (the institute's sub-users) sit beside it with role 'counselor'.
 * The invite ("dummyPassword" of /confirm-subscription/{dummyPassword}/{mail}) is stored as a
 * keyed hash (lib/codes.ts), single-use and expiring; a new invite replaces the last one.
 * Deleting the subscription deletes its admins.
 */
export const instituteAdmins = pgTable(
  'institute_admins',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => instituteSubscriptions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Shown to students on comments; the owner's starts as the institute's name. */
    name: text('name').notNull().default(''),
    /** owner: the subscription's admin; counselor: a sub-user the owner added. */
    role: text('role').$type<'owner' | 'counselor'>().notNull().default('owner'),
    passwordHash: text('password_hash'),
    inviteHash: text('invite_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /**
     * The "Forgot password?" link of the school login (decision 076): a keyed hash, one hour,
     * single-use. Kept apart from the invite so a stranger's reset request never replaces an
     * invitation link already sent.
     */
    resetHash: text('reset_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    /** Raised by every revocation of this admin's sessions (as users.session_epoch). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('institute_admins_email_key').on(t.email),
    uniqueIndex('institute_admins_one_owner')
      .on(t.subscriptionId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * Institute sessions: what an institute token names, like `sessions` for users but
 * for institute_admins rows, so a user or admin token can never name an institute admin and the
 * other way round. Deleting the admin (or its subscription) ends its sessions.
 */
export const instituteSessions = pgTable(
  'institute_sessions',
  {
    id: uuid('id').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => instituteAdmins.id, { onDelete: 'cascade' }),
    /** The admin's session_epoch when the sign-in checked its credentials. */
    epoch: integer('epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('institute_sessions_admin_idx').on(t.adminId)],
);

/**
 * An institute's invitation to an account that already exists: a person who signed up on their
 * own. Enrolling such an account would show its scenarios to the school without the person's
 * say, so the school invites and the person accepts (joining, within the seats) or declines.
 * One pending invitation per account: a later one, from any school, replaces it. `name` is the
 * name the school typed, shown to the school only; the account keeps its own. Deleting the
 * account or the subscription deletes the invitation.
 */
export const instituteInvitations = pgTable(
  'institute_invitations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => instituteSubscriptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('institute_invitations_subscription_idx').on(t.subscriptionId, t.invitedAt)],
);
