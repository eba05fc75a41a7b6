import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

export async function insertUser(db: Db, row: NewUser): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  return created!;
}

export async function updateUser(db: Db, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertSession(
  db: Db,
  row: { id: string; userId: string; kind: 'user' | 'admin'; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * Where the session of placeholders `sessionId`, `userId`, `kind` is live at `now` (not revoked,
 * not expired); fill them with liveSessionParams. Shared by every prepared session query.
 */
export function liveSessionWhere(): SQL {
  return and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    eq(sessions.kind, sql.placeholder('kind')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  )!;
}

export function liveSessionParams(sessionId: string, userId: string, kind: 'user' | 'admin') {
  // The time as the column encodes a Date (placeholders bypass column encoders).
  return { sessionId, userId, kind, now: new Date().toISOString() };
}

/**
 * Prepared once per database handle: every signed-in request runs it (plugins/auth.ts), so it
 * skips drizzle's query building and, on PostgreSQL, parsing and planning.
 */
function prepareLiveSession(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere())
    .limit(1)
    .prepare('users_live_session');
}

const liveSessionByDb = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

/** The session and its user when the session is live (not revoked, not expired). */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
  kind: 'user' | 'admin',
) {
  let query = liveSessionByDb.get(db);
  if (!query) liveSessionByDb.set(db, (query = prepareLiveSession(db)));
  const [row] = await query.execute(liveSessionParams(sessionId, userId, kind));
  return row?.user;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

export async function insertCode(
  db: Db,
  row: { id: string; userId: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(row);
}

/** The newest unconsumed code of a purpose (older ones are consumed when a new one is made). */
export async function findActiveCode(
  db: Db,
  userId: string,
  purpose: string,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

export async function consumeCodes(db: Db, userId: string, purpose: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

export async function countWrongTry(db: Db, codeId: string, attempts: number): Promise<void> {
  await db.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, codeId));
}
