import {
  formatDate,
  type ImportRowError,
  INSTITUTE_LIMITS,
  INSTITUTE_TEXT,
  type InstituteInvitation,
  type InstituteInvitationsResponse,
  type InstituteStudent,
  type InstituteUsersQuery,
  type InstituteUsersResponse,
  REMINDER_SPACING_HOURS,
  type RemindersResponse,
  subscriptionStatusOn,
  todayUtc,
  UUID_PATTERN,
} from '@degreeworth/core';
import { databaseErrorOf } from '../../lib/database-errors';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { InstituteAuth, InstituteSubscriptionRow } from '../../lib/institute-sessions';
import { heldBackError } from '../../lib/mail-outbox/held-back';
import { sessionsChanged } from '../../lib/session-events';
import type { UserRow } from '../../lib/sessions';
import type { AccountKit } from '../../accounts/kit';
import { findInstitute } from '../../accounts/institute-admins/repository';
import { decodeCsv, readStudentCsv, type StudentRow } from './csv';
import { sendSchoolInvitation, sendStudentInvite } from './invite';
import {
  type ListedInvitation,
  listInvitations,
  takeInvitation,
  upsertInvitations,
} from '../institute-membership';
import { studentStatusOf } from '../users';
import { type ClassOutcomes, standingsByStudent } from '../institute-dashboard';
import { classListPage, NO_SCENARIO, toListedStudent } from './class-list';
import {
  adoptUnclaimed,
  countStudents,
  findAdminEmails,
  findInvitedStudents,
  findRoster,
  findStudent,
  findUsersByEmails,
  insertStudents,
  releaseStudent,
  type StudentRowWithCount,
} from './repository';

/**
 * An institute's students (GET /institute/instituteUsers; decision 015): the owner adds them
 * one by one or from a CSV, and removes them; owner and counselors list them. Every query is
 * scoped by the token's institute. Adds run in one transaction holding the subscription row
 * FOR UPDATE, so parallel adds count seats one after the other.
 */

type Db = AccountKit['db'];

/**
 * An account nobody has proved or used: made by typing the address into the student sign-in
 * (which creates the row before any proof) and never taken further. Adopting it refuses nobody
 * and shows no one's data; refusing it would let anyone block a school's addresses in advance.
 */
function isUnclaimed(u: StudentRowWithCount): boolean {
  return (
    !u.passwordHash &&
    !u.googleSub &&
    !u.emailVerifiedAt &&
    !u.disabledAt &&
    u.isAdmin === 0 &&
    u.subscriptionId === null &&
    u.transactionId === null &&
    u.scenarios === 0
  );
}

/**
 * What adding an address to `instituteId` does: a refusal; adopting an unclaimed account or
 * creating one (a student at once); or inviting an account the person uses, since enrolling it
 * would show their own account and scenarios to the school without their say.
 */
type Planned =
  | { refusal: string }
  | { refusal: null; enrol: true; existing?: StudentRowWithCount }
  | { refusal: null; enrol: false; existing: StudentRowWithCount };

function planFor(
  user: StudentRowWithCount | undefined,
  isAdminAddress: boolean,
  instituteId: string,
): Planned {
  if (user?.instituteId === instituteId) return { refusal: INSTITUTE_TEXT.alreadyStudent };
  if (user?.instituteId) return { refusal: INSTITUTE_TEXT.otherInstitute };
  if (isAdminAddress) return { refusal: INSTITUTE_TEXT.adminAddress };
  if (!user) return { refusal: null, enrol: true };
  if (isUnclaimed(user)) return { refusal: null, enrol: true, existing: user };
  // A disabled account cannot sign in to accept, and a platform admin is no student.
  if (user.disabledAt || user.isAdmin !== 0) return { refusal: INSTITUTE_TEXT.existingAccount };
  return { refusal: null, enrol: false, existing: user };
}

const toStudent = (
  u: UserRow,
  sub: InstituteSubscriptionRow,
  scenarios: number,
): InstituteStudent => ({
  id: u.id,
  name: u.name,
  email: u.email,
  institute_name: sub.name || u.name,
  status: studentStatusOf(u),
  scenarios,
  created_at: u.createdAt.toISOString(),
});

const toInvitation = (i: ListedInvitation): InstituteInvitation => ({
  id: i.id,
  name: i.name,
  email: i.email,
  invited_at: i.invitedAt.toISOString(),
});

/** The 400 of an import with row errors: the body lists them (InstituteImportError). */
class ImportRowsError extends AppError {
  constructor(errors: ImportRowError[]) {
    super(400, 'IMPORT_FAILED', INSTITUTE_TEXT.importFailed, undefined, { errors });
  }
}

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

/** A parallel sign-up took an address between the check and the insert. */
const raced = (err: unknown): never => {
  if (databaseErrorOf(err)?.code === '23505')
    throw new ConflictError(INSTITUTE_TEXT.existingAccount);
  throw err;
};

export function createInstituteStudentsService(
  kit: AccountKit,
  classOutcomes: ClassOutcomes,
  clock: () => Date = () => new Date(),
) {
  const { db } = kit;

  /**
   * The subscription row, locked unless `lock` is false: 409 once it has ended (a scheduled one
   * may be prepared).
   */
  async function lockOpen(tx: Db, id: string, lock = true): Promise<InstituteSubscriptionRow> {
    const sub = await findInstitute(tx, id, lock);
    if (!sub) throw new NotFoundError(INSTITUTE_TEXT.studentNotFound);
    if (subscriptionStatusOn(sub.startDate, sub.endDate, todayUtc(clock())) === 'expired')
      throw new ConflictError(INSTITUTE_TEXT.subscriptionEnded(formatDate(sub.endDate)));
    return sub;
  }

  /** The subscription, not locked (mails change no seat): 409 once it has ended. */
  const openSubscription = (id: string) => lockOpen(db, id, false);

  /** Per address: what adding it does (planFor). */
  async function plan(tx: Db, instituteId: string, emails: string[]) {
    const [accounts, admins] = await Promise.all([
      findUsersByEmails(tx, emails),
      findAdminEmails(tx, emails),
    ]);
    const byEmail = new Map(accounts.map((u) => [u.email, u]));
    return (email: string) => planFor(byEmail.get(email), admins.has(email), instituteId);
  }

  /** Writes the planned students: unclaimed accounts adopted, the others created. */
  async function enrol(
    tx: Db,
    sub: InstituteSubscriptionRow,
    students: readonly { name: string; email: string; existing?: UserRow }[],
  ): Promise<UserRow[]> {
    const adopted: UserRow[] = [];
    for (const s of students.filter((x) => x.existing)) {
      const row = await adoptUnclaimed(tx, s.existing!.id, sub.id, s.name);
      if (!row) throw new ConflictError(INSTITUTE_TEXT.existingAccount);
      adopted.push(row);
    }
    const created = await insertStudents(
      tx,
      sub.id,
      students.filter((x) => !x.existing),
    );
    return [...adopted, ...created];
  }

  /**
   * The mails after the commit (a held-back mail fails nothing: an invited account sees the
   * invitation when it signs in): each new student's invite link, each invited account's notice.
   */
  async function invite(
    rows: readonly UserRow[],
    invited: readonly UserRow[],
    sub: InstituteSubscriptionRow,
  ) {
    for (const row of rows) await sendStudentInvite(kit, row, sub.name);
    for (const row of invited) await sendSchoolInvitation(kit, row, sub.name);
  }

  return {
    /**
     * GET /institute/instituteUsers: the class list, sorted, filtered and paged (class-list.ts)
     * by the students' states, activity and the outcomes of their saved scenarios.
     */
    async list(auth: InstituteAuth, query: InstituteUsersQuery) {
      const sub = auth.subscription;
      const [roster, scenarios] = await Promise.all([
        findRoster(db, sub.id),
        classOutcomes.scenariosOf(sub.id),
      ]);
      const standings = standingsByStudent(scenarios);
      const entries = roster.map((student) => ({
        student,
        status: studentStatusOf(student),
        standing: standings.get(student.id) ?? NO_SCENARIO,
      }));
      const { rows, total } = classListPage(entries, query, INSTITUTE_LIMITS.pageSize);
      const instituteName = sub.name;
      return {
        users: rows.map((e) => toListedStudent(e, instituteName || e.student.name)),
        page: query.page,
        per_page: INSTITUTE_LIMITS.pageSize,
        total,
        seats: { used: roster.length, total: sub.seats },
      } satisfies InstituteUsersResponse;
    },

    /**
     * POST /institute/instituteUsers: a student added, or an account the person uses invited
     * (it joins when they accept; sending again renews the invitation). 409 for a refused
     * address, full seats or an ended plan.
     */
    async add(auth: InstituteAuth, input: { name: string; email: string }) {
      const { sub, student, invited } = await db
        .transaction(async (tx) => {
          const locked = await lockOpen(tx, auth.subscription.id);
          const planned = (await plan(tx, locked.id, [input.email]))(input.email);
          if (planned.refusal !== null) throw new ConflictError(planned.refusal);
          if ((await countStudents(tx, locked.id)) >= locked.seats)
            throw new ConflictError(INSTITUTE_TEXT.seatsFull(locked.seats));
          if (planned.enrol) {
            const [row] = await enrol(tx, locked, [{ ...input, existing: planned.existing }]);
            return { sub: locked, student: row!, invited: null };
          }
          const [stored] = await upsertInvitations(tx, locked.id, [
            { userId: planned.existing.id, name: input.name },
          ]);
          return { sub: locked, student: null, invited: { user: planned.existing, ...stored! } };
        })
        .catch(raced);
      await invite(student ? [student] : [], invited ? [invited.user] : [], sub);
      if (!invited)
        return {
          message: INSTITUTE_TEXT.studentAdded,
          user: toStudent(student!, sub, 0),
          invitation: null,
        };
      return {
        message: INSTITUTE_TEXT.invitationSent(invited.user.email),
        user: null,
        invitation: toInvitation({ ...invited, id: invited.user.id, email: invited.user.email }),
      };
    },

    /**
     * POST /institute/instituteUsers/import: all rows or none. Every row error is listed (the
     * file's own checks, then each address's refusal); then the rows must fit the free seats.
     */
    async importCsv(auth: InstituteAuth, file: Buffer) {
      const { students, errors } = readStudentCsv(decodeCsv(file));
      const { sub, rows, invited } = await db
        .transaction(async (tx) => {
          const locked = await lockOpen(tx, auth.subscription.id);
          const planOf = await plan(
            tx,
            locked.id,
            students.map((s) => s.email),
          );
          const planned: (StudentRow & { existing?: UserRow })[] = [];
          const invited: (StudentRow & { existing: UserRow })[] = [];
          for (const s of students) {
            const p = planOf(s.email);
            if (p.refusal !== null) errors.push({ row: s.row, field: 'email', message: p.refusal });
            else if (p.enrol) planned.push({ ...s, existing: p.existing });
            else invited.push({ ...s, existing: p.existing });
          }
          if (errors.length) throw new ImportRowsError(errors.sort(byRow));
          const rows = planned.length + invited.length;
          const free = Math.max(0, locked.seats - (await countStudents(tx, locked.id)));
          if (rows > free)
            throw new BadRequestError(INSTITUTE_TEXT.importTooManyForSeats(rows, free));
          await upsertInvitations(
            tx,
            locked.id,
            invited.map((i) => ({ userId: i.existing.id, name: i.name })),
          );
          return {
            sub: locked,
            rows: await enrol(tx, locked, planned),
            invited: invited.map((i) => i.existing),
          };
        })
        .catch(raced);
      await invite(rows, invited, sub);
      return {
        message: INSTITUTE_TEXT.studentsImported(rows.length, invited.length),
        imported: rows.length,
        invited: invited.length,
      };
    },

    /**
     * POST /institute/instituteUsers/{id}/resend-invite: a new invite link for a student who has not
     * signed in (the old link stops working). The mail limits hold: 429 within a minute of the
     * last mail to the address, or past its daily cap; nothing changes then.
     */
    async resendInvite(auth: InstituteAuth, id: string) {
      const sub = await openSubscription(auth.subscription.id);
      const row = UUID_PATTERN.test(id) ? await findStudent(db, sub.id, id) : undefined;
      if (!row) throw new NotFoundError(INSTITUTE_TEXT.studentNotFound);
      if (studentStatusOf(row) === 'active')
        throw new ConflictError(INSTITUTE_TEXT.studentAlreadyActive);
      const sent = await sendStudentInvite(kit, row, sub.name);
      if (!sent.queued)
        throw heldBackError(sent.reason, {
          cooldown: INSTITUTE_TEXT.inviteCooldown,
          dailyCap: INSTITUTE_TEXT.inviteDailyCap,
        });
      return { message: INSTITUTE_TEXT.inviteResent };
    },

    /**
     * POST /institute/instituteUsers/remind: one invite mail to each student who has not signed
     * in, except those invited less than REMINDER_SPACING_HOURS ago (a class reminded twice in a
     * morning gets one mail) and those the outbox holds back; both are counted as held back.
     */
    async remindInvited(auth: InstituteAuth): Promise<RemindersResponse> {
      const sub = await openSubscription(auth.subscription.id);
      const spacedFrom = clock().getTime() - REMINDER_SPACING_HOURS * 3600 * 1000;
      let sent = 0;
      let heldBack = 0;
      for (const row of await findInvitedStudents(db, sub.id)) {
        const recent = row.lastInviteAt !== null && row.lastInviteAt.getTime() > spacedFrom;
        if (!recent && (await sendStudentInvite(kit, row, sub.name)).queued) sent++;
        else heldBack++;
      }
      return {
        message: INSTITUTE_TEXT.remindersSent(sent, heldBack),
        sent,
        held_back: heldBack,
      };
    },

    /** GET /institute/invitations: the invitations no one has answered yet, newest first. */
    async invitations(auth: InstituteAuth): Promise<InstituteInvitationsResponse> {
      const rows = await listInvitations(db, auth.subscription.id);
      return { invitations: rows.map(toInvitation) };
    },

    /** DELETE /institute/invitations/{id}: 404 once answered, withdrawn or another school's. */
    async withdrawInvitation(auth: InstituteAuth, id: string) {
      const taken = UUID_PATTERN.test(id) && (await takeInvitation(db, id, auth.subscription.id));
      if (!taken) throw new NotFoundError(INSTITUTE_TEXT.invitationNotFound);
      return { message: INSTITUTE_TEXT.invitationWithdrawn };
    },

    /** DELETE /institute/instituteUsers/{id}: the account and its scenarios stay (a seat frees). */
    async remove(auth: InstituteAuth, id: string) {
      const row = UUID_PATTERN.test(id)
        ? await releaseStudent(db, auth.subscription.id, id)
        : undefined;
      if (!row) throw new NotFoundError(INSTITUTE_TEXT.studentNotFound);
      // The plan access the school gave ends now, also in cached session reads (rankings).
      await sessionsChanged({ user: row.id });
      return { message: INSTITUTE_TEXT.studentRemoved };
    },
  };
}
export type InstituteStudentsService = ReturnType<typeof createInstituteStudentsService>;
