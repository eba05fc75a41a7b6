import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TEXT, todayUtc } from '@degreeworth/core';
import { type Callers, callersFor, expectRefused, png } from '../../../test/admins';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import {
  SUBSCRIPTION_FIELDS as valid,
  subscriptionCalls,
  withLogo,
} from '../../../test/subscriptions';

let t: TestContext;
let c: Callers;
let s: ReturnType<typeof subscriptionCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'subscriptions');
  s = subscriptionCalls(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof subscriptionCalls>['call'] = (...args) => s.call(...args);
const create = (fields: Record<string, string>) => s.create(c.admin, fields);
const logos = () => s.logos();

describe('/admin/subscriptions access', () => {
  it('refuses no token, a user token and a subadmin without "subscriptions" on every call, recording nothing', async () => {
    const { id } = await create({ ...valid, admin_email: 'access@school.test' });
    const body = () => withLogo({ ...valid, admin_email: 'other@school.test' });
    await expectRefused(t, c, 'subscriptions', async (h) => call('POST', '', h, await body()));
    await expectRefused(t, c, 'subscriptions', (h) => call('GET', '', h));
    await expectRefused(t, c, 'subscriptions', (h) => call('GET', `/${id}`, h));
    await expectRefused(t, c, 'subscriptions', async (h) =>
      call('POST', `/${id}`, h, withLogo({ seats: '5' })),
    );
    await expectRefused(t, c, 'subscriptions', (h) => call('POST', `/${id}/resend-invite`, h));
    await expectRefused(t, c, 'subscriptions', (h) => call('DELETE', `/${id}`, h));
    expect((await call('GET', `/${id}`, c.allowed)).statusCode).toBe(200);
  });
});

describe('adding, listing, changing and deleting a subscription', () => {
  it('adds one with a logo (201) and its institute admin, answering "Subscription added successfully." and a derived status', async () => {
    const res = await call('POST', '', c.allowed, withLogo(valid, await png(900, 300)));
    expect(res.statusCode).toBe(201);
    const { message, subscription } = res.json();
    expect(message).toBe('Subscription added successfully.');
    expect(subscription).toMatchObject({
      name: 'Lincoln High School',
      admin_email: 'counselor@lincoln.test',
      seats: 120,
      start_date: '2025-08-01',
      end_date: '2099-06-30',
      status: 'active',
      admin: { password_set: false, invite_expires_at: expect.any(String) },
    });
    const days = (Date.parse(subscription.admin.invite_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const img = await t.app.inject(subscription.logo);
    const meta = await sharp(img.rawPayload).metadata();
    expect([img.headers['content-type'], meta.width, meta.height]).toEqual([
      'image/webp',
      512,
      171,
    ]);
    const [admin] = await queryRows<{ role: string; password_hash: string | null }>(
      t.database,
      "select role, password_hash from institute_admins where email = 'counselor@lincoln.test'",
    );
    expect(admin).toEqual({ role: 'owner', password_hash: null });
    const [entry] = await queryRows<{ after: object }>(
      t.database,
      `select after from admin_audit_log where action = 'subscription.create' and target_id = '${subscription.id}'`,
    );
    expect(entry!.after).toMatchObject({ name: valid.name, seats: 120 });
  });

  it('lists newest first with paging, search by name or admin e-mail, and status from the dates', async () => {
    await create({ ...valid, name: 'Future Academy', admin_email: 'f@future.test' });
    await create({ ...valid, name: 'Old District', admin_email: 'head@old.test' });
    // The day boundaries: starting tomorrow is scheduled, ending yesterday expired, today active.
    const day = (offset: number) => todayUtc(new Date(Date.now() + offset * 86_400_000));
    const dates = [
      [`start_date = '${day(1)}'`, "name = 'Future Academy'"],
      [`start_date = '2020-01-01', end_date = '${day(-1)}'`, "name = 'Old District'"],
      [
        `start_date = '${day(0)}', end_date = '${day(0)}'`,
        "id = (select subscription_id from institute_admins where email = 'access@school.test')",
      ],
    ];
    for (const [set, where] of dates)
      await queryRows(t.database, `update institute_subscriptions set ${set} where ${where}`);
    const list = (await call('GET', '', c.allowed)).json();
    // Four made here, and the institute of the callers' institute token (test/admins.ts).
    expect(list).toMatchObject({ page: 1, per_page: 20, total: 5 });
    expect(list.subscriptions[0]).toMatchObject({ name: 'Old District', status: 'expired' });
    expect(list.subscriptions[1]).toMatchObject({ name: 'Future Academy', status: 'scheduled' });
    const names = async (query: string) =>
      (await call('GET', `?${query}`, c.admin))
        .json()
        .subscriptions.map((s: { name: string }) => s.name);
    expect(await names('search=district')).toEqual(['Old District']);
    expect(await names('search=LINCOLN.test')).toEqual(['Lincoln High School']);
    expect(await names('status=scheduled')).toEqual(['Future Academy']);
    expect(await names('status=expired')).toEqual(['Old District']);
    expect(await names('status=active')).toEqual([
      'Lincoln High School',
      'Lincoln High School',
      'subscriptions caller school',
    ]);
    const bad = await call('GET', '?status=paused', c.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of: scheduled, active, expired.');
  });

  it('changes only the fields sent, the logo only when one is sent, recording before and after', async () => {
    const sub = await create({ ...valid, admin_email: 'edit@school.test' });
    const first = await call('POST', `/${sub.id}`, c.allowed, withLogo({}, await png(64, 64)));
    const logo = first.json().subscription.logo as string;
    const res = await call('POST', `/${sub.id}`, c.allowed, withLogo({ seats: '300' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Subscription updated successfully.',
      subscription: { ...valid, admin_email: 'edit@school.test', seats: 300, logo },
    });
    const [entry] = await queryRows<{ before: object; after: object }>(
      t.database,
      `select before, after from admin_audit_log where action = 'subscription.update' and target_id = '${sub.id}' order by created_at desc limit 1`,
    );
    expect(entry).toMatchObject({ before: { seats: 120 }, after: { seats: 300 } });
    const next = await call('POST', `/${sub.id}`, c.admin, withLogo({}, await png(80, 80)));
    expect(next.json().subscription.logo).not.toBe(logo);
    expect(await logos()).not.toContain(logo.split('/').pop());
    // One date sent: checked against the stored other one.
    const early = await call('POST', `/${sub.id}`, c.admin, withLogo({ end_date: '2025-07-31' }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: SUBSCRIPTION_TEXT.endBeforeStart,
      fieldErrors: { end_date: [SUBSCRIPTION_TEXT.endBeforeStart] },
    });
  });

  it('deletes the subscription with its institute admin and logo', async () => {
    const res0 = await call(
      'POST',
      '',
      c.admin,
      withLogo({ ...valid, admin_email: 'bye@school.test' }, await png(40, 40)),
    );
    const sub = res0.json().subscription as { id: string; logo: string };
    const res = await call('DELETE', `/${sub.id}`, c.allowed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Subscription deleted successfully.', id: sub.id });
    expect(await logos()).not.toContain(sub.logo.split('/').pop());
    const admins = await queryRows(
      t.database,
      "select id from institute_admins where email = 'bye@school.test'",
    );
    expect(admins).toHaveLength(0);
    const [entry] = await queryRows<{ before: { admin_email: string } }>(
      t.database,
      `select before from admin_audit_log where action = 'subscription.delete' and target_id = '${sub.id}'`,
    );
    expect(entry!.before.admin_email).toBe('bye@school.test');
    // The address is free again.
    await create({ ...valid, admin_email: 'bye@school.test' });
  });
});
