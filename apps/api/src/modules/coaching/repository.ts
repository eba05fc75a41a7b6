import { and, asc, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instituteAdmins, scenarioComments, scenarios, users } from '../../db/schema';

/**
 * The coaching queries. Every institute read and write is filtered here by the institute
 * (`subscriptionId`, from the token): a scenario is the institute's when its student's
 * `institute_id` is that subscription, and a comment when it is on such a scenario and was not
 * written by another institute's admin (an author removed since is kept as the institute's).
 */

export type CommentRow = typeof scenarioComments.$inferSelect;
export type ScenarioRow = typeof scenarios.$inferSelect;

const studentColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  googleSub: users.googleSub,
  createdAt: users.createdAt,
  language: users.language,
};
export interface StudentRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  createdAt: Date;
  /** The language the student chose, which their comment notices use. */
  language?: 'en' | 'es' | null;
}

/**
 * Comments an institute may see (needs the left join of their author, see `withAuthor`): its
 * admins' comments, those of admins removed since, and the student's replies to this institute
 * (not those written to a school the student was in before).
 */
const authorInScope = (subscriptionId: string): SQL =>
  or(
    and(
      isNull(instituteAdmins.id),
      or(isNull(scenarioComments.instituteId), eq(scenarioComments.instituteId, subscriptionId)),
    ),
    eq(instituteAdmins.subscriptionId, subscriptionId),
  )!;

/** A reply of the student that no admin of the school has read. */
const unreadReply = sql`${scenarioComments.authorRole} = 'student' and ${scenarioComments.readAt} is null`;

/** One current student of the institute. */
export async function findInstituteStudent(
  db: Db,
  subscriptionId: string,
  studentId: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .select(studentColumns)
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.instituteId, subscriptionId)))
    .limit(1);
  return row;
}

/** Every current student of the institute, by name then e-mail. */
export async function findInstituteStudents(db: Db, subscriptionId: string): Promise<StudentRow[]> {
  return db
    .select(studentColumns)
    .from(users)
    .where(eq(users.instituteId, subscriptionId))
    .orderBy(asc(users.name), asc(users.email), asc(users.id));
}

/** Saved scenarios of the institute's students (of one student when given), newest first. */
export async function findInstituteScenarios(
  db: Db,
  subscriptionId: string,
  studentId?: string,
): Promise<ScenarioRow[]> {
  const rows = await db
    .select({ scenario: scenarios })
    .from(scenarios)
    .innerJoin(users, eq(users.id, scenarios.userId))
    .where(
      and(
        eq(users.instituteId, subscriptionId),
        studentId === undefined ? undefined : eq(users.id, studentId),
      ),
    )
    .orderBy(desc(scenarios.createdAt), desc(scenarios.id));
  return rows.map((r) => r.scenario);
}

/** Comment and unread reply counts by scenario of the institute's students (of one student). */
export async function countInstituteComments(
  db: Db,
  subscriptionId: string,
  studentId?: string,
): Promise<Map<string, { comments: number; unreadReplies: number }>> {
  const rows = await db
    .select({
      scenarioId: scenarioComments.scenarioId,
      n: count(),
      unread: sql<number>`count(*) filter (where ${unreadReply})`,
    })
    .from(scenarioComments)
    .innerJoin(scenarios, eq(scenarios.id, scenarioComments.scenarioId))
    .innerJoin(users, eq(users.id, scenarios.userId))
    .leftJoin(instituteAdmins, eq(instituteAdmins.id, scenarioComments.authorId))
    .where(
      and(
        eq(users.instituteId, subscriptionId),
        studentId === undefined ? undefined : eq(users.id, studentId),
        authorInScope(subscriptionId),
      ),
    )
    .groupBy(scenarioComments.scenarioId);
  return new Map(
    rows.map((r) => [r.scenarioId, { comments: Number(r.n), unreadReplies: Number(r.unread) }]),
  );
}

/** A scenario of one of the institute's current students, with that student. */
export async function findInstituteScenario(
  db: Db,
  subscriptionId: string,
  scenarioId: string,
): Promise<{ scenario: ScenarioRow; student: StudentRow } | undefined> {
  const [row] = await db
    .select({ scenario: scenarios, student: studentColumns })
    .from(scenarios)
    .innerJoin(users, eq(users.id, scenarios.userId))
    .where(and(eq(scenarios.id, scenarioId), eq(users.instituteId, subscriptionId)))
    .limit(1);
  return row;
}

/** The institute's comments on a scenario, oldest first. */
export async function findInstituteComments(
  db: Db,
  subscriptionId: string,
  scenarioId: string,
): Promise<CommentRow[]> {
  const rows = await db
    .select({ comment: scenarioComments })
    .from(scenarioComments)
    .leftJoin(instituteAdmins, eq(instituteAdmins.id, scenarioComments.authorId))
    .where(and(eq(scenarioComments.scenarioId, scenarioId), authorInScope(subscriptionId)))
    .orderBy(asc(scenarioComments.createdAt), asc(scenarioComments.id));
  return rows.map((r) => r.comment);
}

/**
 * The institute's comments on the scenarios of all its current students, oldest first: what it
 * sees of each scenario (the same scope as `findInstituteComments`), for the whole class.
 */
export async function findClassComments(db: Db, subscriptionId: string): Promise<CommentRow[]> {
  const rows = await db
    .select({ comment: scenarioComments })
    .from(scenarioComments)
    .innerJoin(scenarios, eq(scenarios.id, scenarioComments.scenarioId))
    .innerJoin(users, eq(users.id, scenarios.userId))
    .leftJoin(instituteAdmins, eq(instituteAdmins.id, scenarioComments.authorId))
    .where(and(eq(users.instituteId, subscriptionId), authorInScope(subscriptionId)))
    .orderBy(asc(scenarioComments.createdAt), asc(scenarioComments.id));
  return rows.map((r) => r.comment);
}

/** Every comment on a scenario, oldest first (its student reads them, whoever wrote them). */
export async function findScenarioComments(db: Db, scenarioId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(scenarioComments)
    .where(eq(scenarioComments.scenarioId, scenarioId))
    .orderBy(asc(scenarioComments.createdAt), asc(scenarioComments.id));
}

export async function insertComment(
  db: Db,
  row: Pick<CommentRow, 'scenarioId' | 'authorName' | 'authorRole' | 'body'> &
    Partial<Pick<CommentRow, 'authorId' | 'authorUserId' | 'instituteId'>>,
): Promise<CommentRow> {
  const [created] = await db.insert(scenarioComments).values(row).returning();
  return created!;
}

/** A comment the institute may see: on a current student's scenario, not another's author. */
export async function findInstituteComment(
  db: Db,
  subscriptionId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select({ comment: scenarioComments })
    .from(scenarioComments)
    .innerJoin(scenarios, eq(scenarios.id, scenarioComments.scenarioId))
    .innerJoin(users, eq(users.id, scenarios.userId))
    .leftJoin(instituteAdmins, eq(instituteAdmins.id, scenarioComments.authorId))
    .where(
      and(
        eq(scenarioComments.id, commentId),
        eq(users.instituteId, subscriptionId),
        authorInScope(subscriptionId),
      ),
    )
    .limit(1);
  return row?.comment;
}

/** True when the comment existed and is gone. */
export async function deleteComment(db: Db, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(scenarioComments)
    .where(eq(scenarioComments.id, commentId))
    .returning({ id: scenarioComments.id });
  return rows.length > 0;
}

/**
 * Marks as read what the reader had not read on a scenario: the school's comments for its
 * student (`student`), or the student's replies to that school for its admins.
 */
export async function markCommentsRead(
  db: Db,
  scenarioId: string,
  reader: { student: true } | { instituteId: string },
): Promise<void> {
  await db
    .update(scenarioComments)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(scenarioComments.scenarioId, scenarioId),
        isNull(scenarioComments.readAt),
        'student' in reader
          ? ne(scenarioComments.authorRole, 'student')
          : and(
              eq(scenarioComments.authorRole, 'student'),
              eq(scenarioComments.instituteId, reader.instituteId),
            ),
      ),
    );
}

/** The user's scenarios with comments from a school they have not read, newest first. */
export async function findCommentNotices(db: Db, userId: string) {
  const rows = await db
    .select({
      scenarioId: scenarios.id,
      scenarioName: scenarios.name,
      unread: count(),
      latestAt: sql<string>`max(${scenarioComments.createdAt})`,
      authorName: sql<string>`(array_agg(${scenarioComments.authorName} order by ${scenarioComments.createdAt} desc))[1]`,
    })
    .from(scenarioComments)
    .innerJoin(scenarios, eq(scenarios.id, scenarioComments.scenarioId))
    .where(
      and(
        eq(scenarios.userId, userId),
        ne(scenarioComments.authorRole, 'student'),
        isNull(scenarioComments.readAt),
      ),
    )
    .groupBy(scenarios.id, scenarios.name)
    .orderBy(desc(sql`max(${scenarioComments.createdAt})`));
  return rows.map((r) => ({
    scenarioId: r.scenarioId,
    scenarioName: r.scenarioName,
    unread: Number(r.unread),
    authorName: r.authorName,
    latestAt: new Date(r.latestAt),
  }));
}

/** Whether a scenario has a comment from the school its student has not read. */
export async function hasUnreadComments(db: Db, scenarioId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: scenarioComments.id })
    .from(scenarioComments)
    .where(
      and(
        eq(scenarioComments.scenarioId, scenarioId),
        ne(scenarioComments.authorRole, 'student'),
        isNull(scenarioComments.readAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
