import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TEXT } from '@degreeworth/core';
import { callersFor, type Callers, png } from '../../../test/admins';
import { buildTestApp, countRows, type TestContext } from '../../../test/helpers';
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

describe('/admin/subscriptions refusals', () => {
  it('answers 404 "This subscription does not exist." to unknown ids on every call', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      for (const res of [
        await call('GET', `/${id}`, c.admin),
        await call('DELETE', `/${id}`, c.admin),
        await call('POST', `/${id}`, c.admin, withLogo({ seats: '3' })),
        await call('POST', `/${id}/resend-invite`, c.admin),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('This subscription does not exist.');
      }
    }
  });

  it('refuses bad input with 400 and the exact messages, storing nothing', async () => {
    const ok = { ...valid, admin_email: 'fresh@school.test' };
    const rows = await countRows(t.database, 'institute_subscriptions');
    const audits = await countRows(t.database, 'admin_audit_log');
    const files = (await logos()).length;
    const image = await png(40, 40);
    const cases: [Record<string, string>, Buffer | undefined, string, string][] = [
      [{ ...ok, end_date: '2025-07-31' }, image, 'end_date', SUBSCRIPTION_TEXT.endBeforeStart],
      [{ ...ok, seats: '0' }, image, 'seats', 'Seats must be a whole number of at least 1.'],
      [{ ...ok, seats: '2.5' }, image, 'seats', 'Seats must be a whole number of at least 1.'],
      [{ ...ok, seats: '1000001' }, image, 'seats', 'Seats must be at most 1,000,000.'],
      [{ ...ok, status: 'active' }, image, 'status', SUBSCRIPTION_TEXT.statusNotAllowed],
      [
        { ...ok, start_date: '2026-02-30' },
        image,
        'start_date',
        'The start date must be a date written as YYYY-MM-DD.',
      ],
      [
        { ...ok, end_date: '3000-01-01' },
        image,
        'end_date',
        'Dates must be between the years 2000 and 2100.',
      ],
      [{ ...ok, admin_email: 'not-an-address' }, image, 'admin_email', 'Invalid email address.'],
      [{ ...ok, name: '   ' }, image, 'name', 'This field is required.'],
      [
        {
          name: 'No Seats',
          admin_email: 'x@y.test',
          start_date: '2025-01-01',
          end_date: '2025-02-01',
        },
        image,
        'seats',
        'This field is required.',
      ],
      [
        ok,
        Buffer.from('not an image at all'),
        'logo',
        'The image must be a PNG, JPEG or WebP file.',
      ],
    ];
    for (const [fields, logo, field, message] of cases) {
      const res = await call('POST', '', c.admin, withLogo(fields, logo));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      if (field !== 'logo') expect(res.json().fieldErrors[field]).toEqual([message]);
    }
    const json = await call('POST', '', c.admin, ok);
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(SUBSCRIPTION_TEXT.noFormData);
    const sub = await create({ ...ok, admin_email: 'keep@school.test' });
    const status = await call('POST', `/${sub.id}`, c.admin, withLogo({ status: 'expired' }));
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe(SUBSCRIPTION_TEXT.statusNotAllowed);
    expect(await countRows(t.database, 'institute_subscriptions')).toBe(rows + 1);
    expect(await countRows(t.database, 'admin_audit_log')).toBe(audits + 1);
    expect(await logos()).toHaveLength(files);
  });

  it('refuses an admin e-mail another subscription uses with 409, storing nothing', async () => {
    await create({ ...valid, admin_email: 'taken@school.test' });
    const rows = await countRows(t.database, 'institute_subscriptions');
    const taken = await call(
      'POST',
      '',
      c.admin,
      withLogo({ ...valid, admin_email: 'TAKEN@school.test' }, await png(40, 40)),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Another subscription already uses this admin email address.',
    );
    expect(await countRows(t.database, 'institute_subscriptions')).toBe(rows);
    const other = await create({ ...valid, admin_email: 'mine@school.test' });
    const move = await call(
      'POST',
      `/${other.id}`,
      c.admin,
      withLogo({ admin_email: 'taken@school.test' }),
    );
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(SUBSCRIPTION_TEXT.emailTaken);
    const same = await call(
      'POST',
      `/${other.id}`,
      c.admin,
      withLogo({ admin_email: 'Mine@school.test' }),
    );
    expect(same.statusCode).toBe(200);
  });
});
