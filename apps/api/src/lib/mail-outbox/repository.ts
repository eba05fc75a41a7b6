import { and, count, eq, gt, inArray, lte, or, sql, lt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** Stored mail rows (db/schema/mail.ts). */
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  OutboxRow,
  'id' | 'recipient' | 'purpose' | 'subject' | 'textBody' | 'htmlBody' | 'replyTo'
>;

/** How long a claimed row stays with its worker before another may take it (a crashed send). */
export const CLAIM_SECONDS = 120;

/** What one recipient received lately, for the daily cap and the cooldown (policy.ts). */
export interface RecentMail {
  /** Rows to the recipient in the last 24 hours, any purpose. */
  lastDay: number;
  /** Rows to the recipient of this purpose within the cooldown. */
  inCooldown: number;
}

/**
 * Stores a message unless `refuse` names a reason not to, given what the recipient received
 * lately; one transaction under a per-recipient advisory lock, so parallel requests cannot all
 * pass the cap. Returns that reason, or null when the row was stored.
 */
export async function insertUnlessRefused<R>(
  db: Db,
  row: NewOutboxRow,
  cooldownSeconds: number,
  refuse: (recent: RecentMail) => R | null,
): Promise<R | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'mail:' + row.recipient}))`);
    const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
    const [day] = await tx
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, row.recipient), gt(mailOutbox.createdAt, since(86_400))));
    const [cool] = await tx
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, row.recipient),
          eq(mailOutbox.purpose, row.purpose),
          gt(mailOutbox.createdAt, since(cooldownSeconds)),
        ),
      );
    const reason = refuse({ lastDay: Number(day?.n ?? 0), inCooldown: Number(cool?.n ?? 0) });
    if (reason === null) await tx.insert(mailOutbox).values({ ...row, status: 'pending' });
    return reason;
  });
}

/** A row is due when pending and its time has come, or claimed by a worker that went away. */
function dueWhere(olderThanSeconds: number) {
  const cutoff = sql`now() - make_interval(secs => ${olderThanSeconds})`;
  return or(
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, cutoff)),
    and(
      eq(mailOutbox.status, 'sending'),
      isNotNull(mailOutbox.lockedUntil),
      lt(mailOutbox.lockedUntil, sql`now()`),
    ),
  )!;
}

const claimSet = {
  status: 'sending' as const,
  attempts: sql`${mailOutbox.attempts} + 1`,
  lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
};

/**
 * Claims up to `limit` due rows for this worker in one statement (SKIP LOCKED: two workers
 * never take the same row). `graceSeconds` leaves rows younger than that to the BullMQ worker.
 */
export async function claimDue(db: Db, limit: number, graceSeconds = 0): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(dueWhere(graceSeconds))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set(claimSet).where(inArray(mailOutbox.id, due)).returning();
}

/** Claims one row by id when it is due (the BullMQ worker's job names it). */
export async function claimById(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set(claimSet)
    .where(and(eq(mailOutbox.id, id), dueWhere(0)))
    .returning();
  return row;
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Back to pending, to be tried again after `delaySeconds`. */
export async function markRetry(
  db: Db,
  id: string,
  delaySeconds: number,
  errorCode: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      lockedUntil: null,
      lastError: errorCode,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, errorCode: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: errorCode })
    .where(eq(mailOutbox.id, id));
}

/**
 * Deletes delivered and given-up rows older than `days` (the daily cap reads only the last 24
 * hours); pending and claimed rows stay whatever their age. Returns how many went.
 */
export async function pruneFinished(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
