import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instituteInvitations, instituteSubscriptions, users } from '../../db/schema';

/**
 * Invitations to accounts that already exist (institute_invitations): the school's side writes,
 * lists and withdraws them; the person's side reads, accepts and declines theirs. One per
 * account: a later invitation, from any school, replaces the earlier one.
 */

/** The invitation waiting on an account, with the school's name and plan dates. */
export interface InvitationOfUser {
  subscriptionId: string;
  school: string;
  invitedAt: Date;
  startDate: string;
  endDate: string;
}

export async function findInvitationOf(
  db: Db,
  userId: string,
): Promise<InvitationOfUser | undefined> {
  const [row] = await db
    .select({
      subscriptionId: instituteInvitations.subscriptionId,
      school: instituteSubscriptions.name,
      invitedAt: instituteInvitations.invitedAt,
      startDate: instituteSubscriptions.startDate,
      endDate: instituteSubscriptions.endDate,
    })
    .from(instituteInvitations)
    .innerJoin(
      instituteSubscriptions,
      eq(instituteSubscriptions.id, instituteInvitations.subscriptionId),
    )
    .where(eq(instituteInvitations.userId, userId))
    .limit(1);
  return row;
}

/**
 * Invites each account to `subscriptionId`, with the name the school typed; an account invited
 * before (by this school or another) gets this invitation instead, sent now. The invitations as
 * stored.
 */
export async function upsertInvitations(
  db: Db,
  subscriptionId: string,
  rows: readonly { userId: string; name: string }[],
): Promise<{ userId: string; name: string; invitedAt: Date }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(instituteInvitations)
    .values(rows.map((r) => ({ userId: r.userId, subscriptionId, name: r.name })))
    .onConflictDoUpdate({
      target: instituteInvitations.userId,
      set: {
        subscriptionId: sql`excluded.subscription_id`,
        name: sql`excluded.name`,
        invitedAt: sql`now()`,
      },
    })
    .returning({
      userId: instituteInvitations.userId,
      name: instituteInvitations.name,
      invitedAt: instituteInvitations.invitedAt,
    });
}

/** An unanswered invitation as the school lists it. */
export interface ListedInvitation {
  id: string;
  name: string;
  email: string;
  invitedAt: Date;
}

/** The school's unanswered invitations, newest first. */
export async function listInvitations(db: Db, subscriptionId: string): Promise<ListedInvitation[]> {
  return db
    .select({
      id: instituteInvitations.userId,
      name: instituteInvitations.name,
      email: users.email,
      invitedAt: instituteInvitations.invitedAt,
    })
    .from(instituteInvitations)
    .innerJoin(users, eq(users.id, instituteInvitations.userId))
    .where(eq(instituteInvitations.subscriptionId, subscriptionId))
    .orderBy(desc(instituteInvitations.invitedAt), instituteInvitations.userId);
}

/**
 * Deletes the account's invitation, only while it is from `subscriptionId`; whether one was. The
 * school withdrawing and the person accepting or declining all go through here, so whichever
 * comes first wins and the other finds nothing.
 */
export async function takeInvitation(
  db: Db,
  userId: string,
  subscriptionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(instituteInvitations)
    .where(
      and(
        eq(instituteInvitations.userId, userId),
        eq(instituteInvitations.subscriptionId, subscriptionId),
      ),
    )
    .returning({ id: instituteInvitations.userId });
  return rows.length > 0;
}
