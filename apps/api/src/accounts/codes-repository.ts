import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';

/** One-time codes of the account flows (e-mail links, reset codes, student codes and tickets). */
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function insertCode(
  db: Db,
  row: {
    id: string;
    userId: string;
    purpose: string;
    codeHash: string;
    expiresAt: Date;
    passwordHash?: string | null;
    referrerId?: string | null;
  },
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

/** Consumes every live code of a purpose; returns the ids this call consumed (none if raced). */
export async function consumeCodes(db: Db, userId: string, purpose: string): Promise<string[]> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.map((r) => r.id);
}

/** Consumes every live code of an account, whatever its purpose (a takeover is undone). */
export async function consumeAllCodes(db: Db, userId: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)));
}

/**
 * A password change by the account's own holder (who typed the current one) carries over to the
 * verification links that would otherwise bring the old password back when used.
 */
export async function rebindLinkPassword(
  db: Db,
  userId: string,
  from: string | null,
  to: string,
): Promise<void> {
  if (!from) return;
  await db
    .update(oneTimeCodes)
    .set({ passwordHash: to })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'verify_email'),
        eq(oneTimeCodes.passwordHash, from),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

/** A daily cap on the tries at one account's short codes. */
export interface DailyTries {
  userId: string;
  purposes: readonly string[];
  max: number;
}

/**
 * Takes one try of a code in a single statement: the count goes up only while it is under
 * `maxTries`, the code is unconsumed and, with `daily`, the account's tries at codes of those
 * purposes made in the last 24 hours stay under `daily.max`; so parallel guesses cannot share a
 * try. Returns the tries used including this one, or null when none is left (locked, used, or
 * the day's tries spent: dailyTriesSpent tells).
 */
export async function reserveTry(
  db: Db,
  codeId: string,
  maxTries: number,
  daily?: DailyTries,
): Promise<number | null> {
  const conditions = [
    eq(oneTimeCodes.id, codeId),
    lt(oneTimeCodes.attempts, maxTries),
    isNull(oneTimeCodes.consumedAt),
  ];
  if (daily) conditions.push(sql`${dailyTries(daily)} < ${daily.max}`);
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(...conditions))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}

/** The tries at an account's codes of these purposes made in the last 24 hours. */
function dailyTries(daily: DailyTries) {
  return sql`(select coalesce(sum(c.attempts), 0) from ${oneTimeCodes} c
    where c.user_id = ${daily.userId} and c.purpose in (${sql.join(
      daily.purposes.map((p) => sql`${p}`),
      sql`, `,
    )}) and c.created_at > now() - interval '1 day')`;
}

/** Whether the account has used up the day's tries (after reserveTry answered null). */
export async function dailyTriesSpent(db: Db, daily: DailyTries): Promise<boolean> {
  // Both drivers answer { rows }; the shared handle types the result as unknown.
  const result = (await db.execute(sql`select ${dailyTries(daily)} as n`)) as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0) >= daily.max;
}
