import { and, asc, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
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
};
export interface StudentRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  createdAt: Date;
}

/** Comments an institute may see (needs the left join of their author, see `withAuthor`). */
const authorInScope = (subscriptionId: string): SQL =>
  or(isNull(instituteAdmins.id), eq(instituteAdmins.subscriptionId, subscriptionId))!;

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

/** Comment counts by scenario of the institute's students (of one student when given). */
export async function countInstituteComments(
  db: Db,
  subscriptionId: string,
  studentId?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ scenarioId: scenarioComments.scenarioId, n: count() })
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
  return new Map(rows.map((r) => [r.scenarioId, Number(r.n)]));
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
  row: Pick<CommentRow, 'scenarioId' | 'authorId' | 'authorName' | 'authorRole' | 'body'>,
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
