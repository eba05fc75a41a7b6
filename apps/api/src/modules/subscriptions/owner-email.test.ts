import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TEXT } from '@degreeworth/core';
import { lastMailTo, linkIn } from '../../../test/accounts';
import { callersFor, type Callers, png } from '../../../test/admins';
import { buildTestApp, countRows, type TestContext } from '../../../test/helpers';
import { createInstitute } from '../../../test/institutes';
import {
  SUBSCRIPTION_FIELDS as valid,
  subscriptionCalls,
  withLogo,
} from '../../../test/subscriptions';

/*
 * The owner's address: the address a subscription's admin_email names receives the
 * owner's confirm link, so changing it hands over the institute account and its students'
 * scenarios. Only a full admin may change it; a subadmin with "subscriptions" changes the rest.
 */
let t: TestContext;
let c: Callers;
let s: ReturnType<typeof subscriptionCalls>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  c = await callersFor(t, 'subscriptions');
  s = subscriptionCalls(t);
});
afterAll(() => t?.close());

const call: ReturnType<typeof subscriptionCalls>['call'] = (...args) => s.call(...args);
const stored = async (id: string) => (await call('GET', `/${id}`, c.admin)).json().subscription;
const instituteMe = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/institute/me', headers });
/** The mails the outbox has sent to `to` so far. */
async function mailsTo(to: string): Promise<number> {
  await t.app.mailOutbox.drain();
  return t.outbox().filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m)).length;
}

describe("a subscription owner's e-mail: only a full admin changes it", () => {
  it('refuses a subadmin changing it with 403, changing nothing, and resends only to the owner', async () => {
    const school = await createInstitute(t, { name: 'Guarded School', email: 'head@guarded.test' });
    const audits = await countRows(t.database, 'admin_audit_log');
    const files = (await s.logos()).length;
    const res = await call(
      'POST',
      `/${school.id}`,
      c.allowed,
      withLogo({ admin_email: 'thief@evil.test', seats: '5' }, await png(40, 40)),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a full admin can change the admin email of a subscription.',
    });
    expect(await stored(school.id)).toMatchObject({
      admin_email: 'head@guarded.test',
      seats: 40,
      logo: null,
      admin: { password_set: true },
    });
    expect((await instituteMe(school.owner)).statusCode).toBe(200);
    expect(await countRows(t.database, 'admin_audit_log')).toBe(audits);
    expect(await s.logos()).toHaveLength(files);
    expect(await mailsTo('thief@evil.test')).toBe(0);

    // "Resend invite" still mails the stored address, never the one the subadmin sent.
    const resent = await call('POST', `/${school.id}/resend-invite`, c.allowed);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().subscription.admin_email).toBe('head@guarded.test');
    expect(await mailsTo('head@guarded.test')).toBe(1);
    expect(await mailsTo('thief@evil.test')).toBe(0);
  });

  it('lets a subadmin change every other field, with the same address sent in any case', async () => {
    const school = await createInstitute(t, { name: 'Open School', email: 'head@open.test' });
    const fields = {
      name: 'Open High School',
      admin_email: 'HEAD@Open.test',
      seats: '60',
      start_date: '2021-01-01',
      end_date: '2098-12-31',
    };
    const res = await call('POST', `/${school.id}`, c.allowed, withLogo(fields, await png(40, 40)));
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({
      ...fields,
      admin_email: 'head@open.test',
      seats: 60,
      logo: expect.any(String),
      admin: { password_set: true },
    });
    expect((await instituteMe(school.owner)).statusCode).toBe(200);
    expect(await mailsTo('head@open.test')).toBe(0);
  });

  it('lets a full admin change it: the old owner is out and the new address gets the link', async () => {
    const school = await createInstitute(t, { name: 'Moved School', email: 'head@moved.test' });
    const res = await call(
      'POST',
      `/${school.id}`,
      c.admin,
      withLogo({ admin_email: 'new.head@moved.test' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({
      admin_email: 'new.head@moved.test',
      admin: { password_set: false, invite_expires_at: expect.any(String) },
    });
    expect((await instituteMe(school.owner)).statusCode).toBe(401);
    const [, email] = linkIn(await lastMailTo(t, 'new.head@moved.test'), 'confirm-subscription');
    expect(email).toBe('new.head@moved.test');
  });

  it("refuses a subadmin a new subscription for an existing owner's address (409), owner untouched", async () => {
    const school = await createInstitute(t, { name: 'Taken School', email: 'head@taken.test' });
    const rows = await countRows(t.database, 'institute_subscriptions');
    const res = await call(
      'POST',
      '',
      c.allowed,
      withLogo({ ...valid, name: 'Copy School', admin_email: 'Head@Taken.test' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUBSCRIPTION_TEXT.emailTaken);
    expect(await countRows(t.database, 'institute_subscriptions')).toBe(rows);
    expect((await stored(school.id)).admin).toMatchObject({ password_set: true });
    expect((await instituteMe(school.owner)).statusCode).toBe(200);
    expect(await mailsTo('head@taken.test')).toBe(0);
  });
});
