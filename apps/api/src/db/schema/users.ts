import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
// users.institute_id and institute_subscriptions.created_by reference each other's tables;
// drizzle reads `references` lazily, so the two files may import each other.
// eslint-disable-next-line import-x/no-cycle
import { instituteSubscriptions } from './institutes';

/**
 * Accounts. `email` is stored lower-cased: addresses compare case-insensitively.
 * `institute_status` ("true" or "false") follows from `institute_id`. No secret ever leaves
 * the API (see modules/users/serialize.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<'student' | 'counselor'>(),
    isAdmin: smallint('is_admin').notNull().default(0),
    /** The admin created from ADMIN_EMAIL: at most one, updated when the variables change. */
    isSeededAdmin: boolean('is_seeded_admin').notNull().default(false),
    /**
     * Platform admins (is_admin 1): null is a full admin (every admin screen); a list
     * makes a subadmin limited to those screens (core ADMIN_PERMISSIONS).
     */
    adminPermissions: text('admin_permissions').array(),
    /** Set by an admin: no sign-in of any kind, and every session ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    imagePath: text('image_path'),
    /**
     * The institute whose student this is: set when an institute admin adds the
     * student, cleared when they are removed or the subscription is deleted (the account and its
     * scenarios stay). `institute_status` in answers is "true" when set, else "false".
     */
    instituteId: uuid('institute_id').references((): AnyPgColumn => instituteSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** The user's own referral code (Refer and Earn), made on first use. */
    referralCode: text('referral_code'),
    /** Who referred this account: kept from the referral link at sign-up. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * When the person who claimed this account saw that an institute enrolled it and chose to
     * stay. Null while the account is in an institute: the app asks first.
     */
    instituteConfirmedAt: timestamp('institute_confirmed_at', { withTimezone: true }),
    /**
     * Raised by every revocation of the account's sessions. A session is live only while it
     * carries the account's current value, so a sign-in whose credentials were checked before
     * a revocation opens a dead session even when its row is written after it.
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    subscriptionId: integer('subscription_id'),
    transactionId: text('transaction_id'),
    googleSub: text('google_sub'),
    /**
     * The language the person chose for the site and for the mails sent to them (core
     * LANGUAGES). Null: never chosen, so the browser's language decides and mails go in English.
     */
    language: text('language').$type<'en' | 'es'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_institute_idx').on(t.instituteId),
    index('users_referred_by_idx').on(t.referredBy),
    uniqueIndex('users_one_seeded_admin')
      .on(t.isSeededAdmin)
      .where(sql`${t.isSeededAdmin}`),
    check('users_language_check', sql`${t.language} IN ('en', 'es')`),
  ],
);

/**
 * Revocable sessions: a token is valid only while its row exists, is not revoked, not expired
 * and not idle for too long (limits per kind in lib/session-policy.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'user' | 'admin'>().notNull(),
    /** The account's session_epoch when the sign-in checked its credentials. */
    epoch: integer('epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last request seen, written at most about once a minute (lib/session-activity.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes and link tokens, stored hashed, single-use, expiring, locked after
 * too many wrong tries. purpose: verify_email | reset_password | student_otp | student_ticket.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * A verification link's own sign-up: the password hash it gave and the referrer of its
     * referral link (also on a student code). Proving the address with this code keeps exactly
     * these, whatever other sign-ups with the same address said.
     */
    passwordHash: text('password_hash'),
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    // A sign-in link carries its token alone: its code is found by purpose and hash.
    index('one_time_codes_purpose_hash_idx').on(t.purpose, t.codeHash),
  ],
);
