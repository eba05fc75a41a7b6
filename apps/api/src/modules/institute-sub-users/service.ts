import {
  type AuditAction,
  INSTITUTE_TEXT,
  SUBSCRIPTION_TEXT,
  type SubUser,
  UUID_PATTERN,
} from '@degreeworth/core';
import { isFullAdmin } from '../../lib/admin-access';
import { recordAudit } from '../../lib/audit';
import { heldBackError } from '../../lib/mail-outbox/held-back';
import { databaseErrorOf } from '../../lib/database-errors';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import {
  type InstituteAuth,
  type InstituteAdminRow,
  type InstituteSubscriptionRow,
  revokeInstituteAdminSessions,
} from '../../lib/institute-sessions';
import type { UserRow } from '../../lib/sessions';
import type { AccountKit } from '../../accounts/kit';
import { sendInstituteInvite } from '../../accounts/institute-admins/invites';
import { emailUsedElsewhere, findInstitute } from '../../accounts/institute-admins/repository';
import { toSubUser } from '../../accounts/institute-admins/serialize';
import {
  deleteCounselor,
  findCounselor,
  findCounselors,
  insertCounselor,
  updateCounselor,
} from './repository';

/**
 * Who calls a sub-user call: the institute owner (request.institute), or a platform admin
 * holding "subscriptions" (request.auth) acting for an institute, who names the subscription.
 */
export interface SubUserCaller {
  institute?: InstituteAuth;
  admin?: UserRow;
}

const emailTaken = () => new ConflictError(INSTITUTE_TEXT.emailTaken);
const notFound = () => new NotFoundError(INSTITUTE_TEXT.subUserNotFound);
/** Two adds of one address at once: the unique index on institute_admins.email decides. */
const asConflict = (err: unknown): never => {
  if (databaseErrorOf(err)?.code === '23505') throw emailTaken();
  throw err;
};

/** What the audit log keeps of a counselor: as the API shows it, with its subscription. */
const audited = (row: InstituteAdminRow) => ({
  ...toSubUser(row),
  subscription_id: row.subscriptionId,
});

/**
 * An institute's counselors (/institute/sub-users; decision 015): listed, added (mailed the
 * confirm link, as the owner), renamed or re-addressed (a new address drops the password and
 * sessions and gets a new link), and deleted (sessions end with the row). A platform admin's
 * changes are recorded in the audit log in the same transaction; the owner's are not
 * platform-admin actions.
 */
export function createInstituteSubUsersService(kit: AccountKit) {
  const { db } = kit;

  /** The institute the call acts on: the token's, or the one a platform admin names. */
  async function scope(caller: SubUserCaller, subscriptionId: string | undefined) {
    if (caller.institute) return { sub: caller.institute.subscription, admin: undefined };
    if (!subscriptionId) throw new BadRequestError(INSTITUTE_TEXT.subscriptionRequired);
    const sub = await findInstitute(db, subscriptionId);
    if (!sub) throw new NotFoundError(SUBSCRIPTION_TEXT.notFound);
    return { sub, admin: caller.admin };
  }

  async function counselor(sub: InstituteSubscriptionRow, id: string) {
    const row = UUID_PATTERN.test(id) ? await findCounselor(db, sub.id, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  const audit = (
    tx: typeof db,
    admin: UserRow | undefined,
    action: AuditAction,
    row: InstituteAdminRow,
    change: { before?: InstituteAdminRow; after?: InstituteAdminRow },
  ) =>
    admin
      ? recordAudit(tx, admin, {
          action,
          targetType: 'institute_sub_user',
          targetId: row.id,
          before: change.before && audited(change.before),
          after: change.after && audited(change.after),
        })
      : Promise.resolve();

  /** The counselor as stored now (after an invite set its expiry). */
  const reloaded = async (
    sub: InstituteSubscriptionRow,
    row: InstituteAdminRow,
  ): Promise<SubUser> => toSubUser((await findCounselor(db, sub.id, row.id)) ?? row);

  return {
    async list(caller: SubUserCaller, subscriptionId?: string) {
      const { sub } = await scope(caller, subscriptionId);
      return { sub_users: (await findCounselors(db, sub.id)).map(toSubUser) };
    },

    async create(
      caller: SubUserCaller,
      input: { name: string; email: string; subscription_id?: string },
    ) {
      const { sub, admin } = await scope(caller, input.subscription_id);
      // A counselor reads the institute's students and their scenarios, and its link goes to the
      // address given here: a platform subadmin adding one at its own address would read them
      // all, so only the owner or a full admin adds counselors.
      if (admin && !isFullAdmin(admin))
        throw new ForbiddenError(INSTITUTE_TEXT.subUserAddFullAdminOnly);
      if (await emailUsedElsewhere(db, input.email)) throw emailTaken();
      const row = await db
        .transaction(async (tx) => {
          const created = await insertCounselor(tx, { subscriptionId: sub.id, ...input });
          await audit(tx, admin, 'institute.sub_user.create', created, { after: created });
          return created;
        })
        .catch(asConflict);
      await sendInstituteInvite(kit, row, sub.name);
      return { message: INSTITUTE_TEXT.subUserAdded, sub_user: await reloaded(sub, row) };
    },

    async update(
      caller: SubUserCaller,
      id: string,
      input: { name?: string; email?: string; subscription_id?: string },
    ) {
      const { sub, admin } = await scope(caller, input.subscription_id);
      const before = await counselor(sub, id);
      const email =
        input.email !== undefined && input.email !== before.email ? input.email : undefined;
      // A new address gets the counselor's link and with it the students' scenarios the account
      // reads: the owner or a full admin may hand that over, a platform subadmin may not.
      if (email && admin && !isFullAdmin(admin))
        throw new ForbiddenError(INSTITUTE_TEXT.subUserEmailFullAdminOnly);
      if (email && (await emailUsedElsewhere(db, email))) throw emailTaken();
      const after = await db
        .transaction(async (tx) => {
          const row = await updateCounselor(tx, before.id, { name: input.name, email });
          // A new address is a new person: whoever was signed in with the old one is out.
          if (email) await revokeInstituteAdminSessions(tx, before.id);
          await audit(tx, admin, 'institute.sub_user.update', row, { before, after: row });
          return row;
        })
        .catch(asConflict);
      if (email) await sendInstituteInvite(kit, after, sub.name);
      return { message: INSTITUTE_TEXT.subUserUpdated, sub_user: await reloaded(sub, after) };
    },

    /**
     * A new confirm link for a counselor who has not set a password (the old link stops
     * working): 409 once they have, 429 while the mail limits hold it back. The link goes to the
     * counselor's own address, so any caller who may manage counselors may send it.
     */
    async resendInvite(caller: SubUserCaller, id: string, subscriptionId?: string) {
      const { sub } = await scope(caller, subscriptionId);
      const row = await counselor(sub, id);
      if (row.passwordHash) throw new ConflictError(INSTITUTE_TEXT.counselorAlreadyActive);
      const sent = await sendInstituteInvite(kit, row, sub.name);
      if (!sent.queued)
        throw heldBackError(sent.reason, {
          cooldown: INSTITUTE_TEXT.inviteCooldown,
          dailyCap: INSTITUTE_TEXT.inviteDailyCap,
        });
      return { message: INSTITUTE_TEXT.inviteResent, sub_user: await reloaded(sub, row) };
    },

    async remove(caller: SubUserCaller, id: string, subscriptionId?: string) {
      const { sub, admin } = await scope(caller, subscriptionId);
      const before = await counselor(sub, id);
      await db.transaction(async (tx) => {
        await deleteCounselor(tx, before.id);
        await audit(tx, admin, 'institute.sub_user.delete', before, { before });
      });
      return { message: INSTITUTE_TEXT.subUserDeleted, sub_user: toSubUser(before) };
    },
  };
}
export type InstituteSubUsersService = ReturnType<typeof createInstituteSubUsersService>;
