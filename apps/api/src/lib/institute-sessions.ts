import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instituteAdmins, instituteSessions, instituteSubscriptions } from '../db/schema';
import { liveBounds, sessionExpiresAt } from './session-policy';
import type { TokenSigner } from './tokens';

/**
 * Institute sessions (decision 015): what an institute token names. Like the user
 * sessions of lib/sessions.ts, a token is honoured only while its row is live (not revoked, not
 * expired, not older or idler than SESSION_LIMITS.institute), read on every request.
 */

export type InstituteAdminRow = typeof instituteAdmins.$inferSelect;
export type InstituteSubscriptionRow = typeof instituteSubscriptions.$inferSelect;

/** What every institute request carries (`request.institute`). */
export interface InstituteAuth {
  admin: InstituteAdminRow;
  subscription: InstituteSubscriptionRow;
  sessionId: string;
}

/**
 * Opens a session for `admin` and signs its token (kind `institute`). `admin` is the row read
 * when the credentials were checked (or returned by the caller's own revocation): a revocation
 * since then raised the admin's session epoch, and this session is dead from its first request.
 */
export async function startInstituteSession(
  deps: { db: Db; signer: TokenSigner },
  admin: { id: string; sessionEpoch: number },
  now = Date.now(),
): Promise<string> {
  const id = randomUUID();
  const start = new Date(now);
  const expiresAt = sessionExpiresAt('institute', now);
  await deps.db.insert(instituteSessions).values({
    id,
    adminId: admin.id,
    epoch: admin.sessionEpoch,
    createdAt: start,
    lastSeenAt: start,
    expiresAt,
  });
  return deps.signer.sign({ sid: id, sub: admin.id, kind: 'institute' }, expiresAt);
}

function prepareLive(db: Db) {
  const s = instituteSessions;
  return db
    .select({ admin: instituteAdmins, subscription: instituteSubscriptions })
    .from(s)
    .innerJoin(instituteAdmins, eq(instituteAdmins.id, s.adminId))
    .innerJoin(
      instituteSubscriptions,
      eq(instituteSubscriptions.id, instituteAdmins.subscriptionId),
    )
    .where(
      and(
        eq(s.id, sql.placeholder('sessionId')),
        eq(s.adminId, sql.placeholder('adminId')),
        // A sign-in that checked its credentials before the last revocation wrote the older epoch.
        eq(s.epoch, instituteAdmins.sessionEpoch),
        isNull(s.revokedAt),
        gt(s.expiresAt, sql.placeholder('now')),
        gt(s.createdAt, sql.placeholder('startedAfter')),
        gt(s.lastSeenAt, sql.placeholder('seenAfter')),
      ),
    )
    .limit(1)
    .prepare('institute_live_session');
}

const liveByDb = new WeakMap<Db, ReturnType<typeof prepareLive>>();

/** The admin and their subscription when the session is live at `now`; undefined otherwise. */
export async function findLiveInstituteSession(
  db: Db,
  sessionId: string,
  adminId: string,
  now = Date.now(),
): Promise<Omit<InstituteAuth, 'sessionId'> | undefined> {
  let query = liveByDb.get(db);
  if (!query) liveByDb.set(db, (query = prepareLive(db)));
  const [row] = await query.execute({ sessionId, adminId, ...liveBounds('institute', now) });
  return row;
}

export async function revokeInstituteSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(instituteSessions)
    .set({ revokedAt: new Date() })
    .where(eq(instituteSessions.id, sessionId));
}

/**
 * Ends every live session of an institute admin or counselor, except `keepSessionId`, and returns
 * the admin's new session epoch. Raising the epoch ends a sign-in in flight too (one that checked
 * the old password before this and writes its session row after it), as for user sessions.
 */
export async function revokeInstituteAdminSessions(
  db: Db,
  adminId: string,
  keepSessionId?: string,
): Promise<number> {
  const [raised] = await db
    .update(instituteAdmins)
    .set({ sessionEpoch: sql`${instituteAdmins.sessionEpoch} + 1` })
    .where(eq(instituteAdmins.id, adminId))
    .returning({ epoch: instituteAdmins.sessionEpoch });
  const epoch = raised?.epoch ?? 0;
  const conditions = [eq(instituteSessions.adminId, adminId), isNull(instituteSessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(instituteSessions.id, keepSessionId));
  await db
    .update(instituteSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  if (keepSessionId)
    await db
      .update(instituteSessions)
      .set({ epoch })
      .where(and(eq(instituteSessions.id, keepSessionId), eq(instituteSessions.adminId, adminId)));
  return epoch;
}
