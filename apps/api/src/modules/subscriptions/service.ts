import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAGE_SIZE,
  SUBSCRIPTION_TEXT,
  type SubscriptionFields,
  type SubscriptionsQuery,
  type SubscriptionUpdateFields,
  UUID_PATTERN,
  todayUtc,
} from '@degreeworth/core';
import { isFullAdmin } from '../../lib/admin-access';
import { recordAudit } from '../../lib/audit';
import { databaseErrorOf } from '../../lib/database-errors';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { LOGO_SHAPE } from '../../lib/images';
import type { MediaStore } from '../../lib/media';
import { heldBackError } from '../../lib/mail-outbox/held-back';
import type { UserRow } from '../../lib/sessions';
import type { AccountKit } from '../../accounts/kit';
import { sendInstituteInvite } from '../../accounts/institute-admins/invites';
import {
  emailUsedElsewhere,
  insertOwner,
  rekeyOwner,
} from '../../accounts/institute-admins/repository';
import { releaseAllStudents } from '../institute-students';
import type { SubscriptionForm } from './form';
import {
  deleteSubscription,
  findSubscription,
  findSubscriptionsPage,
  insertSubscription,
  type SubscriptionPatch,
  updateSubscription,
} from './repository';
import { toSubscription } from './serialize';

const notFound = () => new NotFoundError(SUBSCRIPTION_TEXT.notFound);
const emailTaken = () => new ConflictError(SUBSCRIPTION_TEXT.emailTaken);
/** Two admins giving the same address at once: the unique index on institute_admins decides. */
const asConflict = (err: unknown): never => {
  const db = databaseErrorOf(err);
  if (db?.code === '23505' && db.constraint === 'institute_subscriptions_slug_key')
    throw new ConflictError(SUBSCRIPTION_TEXT.nameRace);
  if (db?.code === '23505') throw emailTaken();
  throw err;
};

/**
 * A new owner address is mailed the owner's link: whoever reads it takes over the institute's
 * account and its students' scenarios. So only a full admin may change it; the same
 * address (the schema lower-cases it) is no change and any admin may send it back.
 */
function assertMayChangeOwnerEmail(actor: UserRow, stored: string, sent: string | undefined) {
  if (sent !== undefined && sent !== stored && !isFullAdmin(actor))
    throw new ForbiddenError(SUBSCRIPTION_TEXT.emailFullAdminOnly);
}

function patchOf(fields: SubscriptionUpdateFields): SubscriptionPatch {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.seats !== undefined && { seats: fields.seats }),
    ...(fields.start_date !== undefined && { startDate: fields.start_date }),
    ...(fields.end_date !== undefined && { endDate: fields.end_date }),
  };
}

/**
 * Institute subscriptions (decision 014). Each write runs in one
 * transaction with its audit entry; a logo is stored before it and removed if it fails. A new
 * subscription creates its institute admin (the owner) and mails the confirm link; so does a
 * new admin e-mail, and POST …/{id}/resend-invite mails a new link to the same address.
 */
export function createSubscriptionsService(deps: {
  kit: AccountKit;
  media: MediaStore;
  clock?: () => Date;
}) {
  const { kit, media } = deps;
  const { db } = kit;
  const today = () => todayUtc(deps.clock?.() ?? new Date());
  const view = (row: Parameters<typeof toSubscription>[0]) => toSubscription(row, today());
  const upload = (actor: UserRow, id: string) => ({
    accountId: actor.id,
    folder: 'subscriptions' as const,
    id,
    shape: LOGO_SHAPE,
  });
  const current = async (id: string) => {
    const row = UUID_PATTERN.test(id) ? await findSubscription(db, id) : undefined;
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(query: SubscriptionsQuery) {
      const { rows, total } = await findSubscriptionsPage(db, query, today());
      return {
        subscriptions: rows.map((row) => ({ ...view(row), seats_used: row.seatsUsed })),
        page: query.page,
        per_page: ADMIN_PAGE_SIZE,
        total,
      };
    },

    async get(id: string) {
      return { subscription: view(await current(id)) };
    },

    async create(actor: UserRow, form: SubscriptionForm<SubscriptionFields>) {
      const { name, admin_email, seats, start_date, end_date } = form.fields;
      // Checked first: a taken address costs no image decoding.
      if (await emailUsedElsewhere(db, admin_email)) throw emailTaken();
      const id = randomUUID();
      const created = await media
        .withUpload(upload(actor, id), form.logo, (logoPath) =>
          db.transaction(async (tx) => {
            const sub = await insertSubscription(tx, {
              ...{ id, name, seats, startDate: start_date, endDate: end_date },
              logoPath,
              createdBy: actor.id,
            });
            const admin = await insertOwner(tx, { subscriptionId: id, email: admin_email });
            await recordAudit(tx, actor, {
              action: 'subscription.create',
              targetType: 'subscription',
              targetId: id,
              after: view({ sub, admin }),
            });
            return { sub, admin };
          }),
        )
        .catch(asConflict);
      await sendInstituteInvite(kit, created.admin, name);
      return { message: SUBSCRIPTION_TEXT.added, subscription: view(await current(id)) };
    },

    async update(actor: UserRow, id: string, form: SubscriptionForm<SubscriptionUpdateFields>) {
      const email = form.fields.admin_email;
      // Checked first on the stored row, so a refused change costs no image decoding.
      assertMayChangeOwnerEmail(actor, (await current(id)).admin.email, email);
      if (email && (await emailUsedElsewhere(db, email, id))) throw emailTaken();
      const patch = patchOf(form.fields);
      const { before, after } = await media
        .withUpload(upload(actor, id), form.logo, (logoPath) =>
          db.transaction(async (tx) => {
            const old = await findSubscription(tx, id, true);
            if (!old) throw notFound();
            // Again on the locked row: the address may have changed since the first check.
            assertMayChangeOwnerEmail(actor, old.admin.email, email);
            // One date sent: it must still fit the stored other one.
            if ((patch.endDate ?? old.sub.endDate) < (patch.startDate ?? old.sub.startDate))
              throw new ValidationError(SUBSCRIPTION_TEXT.endBeforeStart, {
                end_date: [SUBSCRIPTION_TEXT.endBeforeStart],
              });
            const sub = await updateSubscription(tx, id, logoPath ? { ...patch, logoPath } : patch);
            const admin =
              email && email !== old.admin.email
                ? await rekeyOwner(tx, old.admin.id, email)
                : old.admin;
            await recordAudit(tx, actor, {
              action: 'subscription.update',
              targetType: 'subscription',
              targetId: id,
              before: view(old),
              after: view({ sub, admin }),
            });
            return { before: old, after: { sub, admin } };
          }),
        )
        .catch(asConflict);
      if (after.sub.logoPath !== before.sub.logoPath) await media.remove(before.sub.logoPath);
      if (after.admin.email !== before.admin.email)
        await sendInstituteInvite(kit, after.admin, after.sub.name);
      return { message: SUBSCRIPTION_TEXT.updated, subscription: view(await current(id)) };
    },

    /**
     * Deletes the subscription and its institute admin (decision 014); its students keep their
     * accounts as individual ones. The logo goes after.
     */
    async remove(actor: UserRow, id: string) {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const old = await findSubscription(tx, id, true);
        if (!old) throw notFound();
        await releaseAllStudents(tx, id);
        await deleteSubscription(tx, id);
        await recordAudit(tx, actor, {
          action: 'subscription.delete',
          targetType: 'subscription',
          targetId: id,
          before: view(old),
        });
        return old;
      });
      await media.remove(row.sub.logoPath);
      return { message: SUBSCRIPTION_TEXT.deleted, id };
    },

    /**
     * A new confirm link to the admin's address (the last one stops working). Held back while
     * the last link is under a minute old and unused, or when the address had its daily mails.
     */
    async resendInvite(actor: UserRow, id: string) {
      const old = await current(id);
      const sent = await sendInstituteInvite(kit, old.admin, old.sub.name);
      if (!sent.queued)
        throw heldBackError(sent.reason, {
          cooldown: SUBSCRIPTION_TEXT.inviteCooldown,
          dailyCap: SUBSCRIPTION_TEXT.inviteDailyCap,
        });
      const row = await current(id);
      await recordAudit(db, actor, {
        action: 'subscription.invite',
        targetType: 'subscription',
        targetId: id,
        before: { admin_email: old.admin.email, admin: view(old).admin },
        after: { admin_email: row.admin.email, admin: view(row).admin },
      });
      return { message: SUBSCRIPTION_TEXT.inviteSent, subscription: view(row) };
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
