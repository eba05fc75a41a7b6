import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Callers,
  callersFor,
  expectRefused,
  forbidden,
  subadminToken,
} from '../../../test/admins';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, countRows, type TestContext } from '../../../test/helpers';

let t: TestContext;
let c: Callers;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'free-subscription');
});
afterAll(() => t.close());

const log = (headers: Record<string, string>, page = 1) =>
  t.app.inject({ url: `/api/v1/admin/audit-log?page=${page}`, headers });
const freeSub = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1/admin/freeSubscriptionsUser${path}`, headers, payload });

describe('GET /admin/audit-log', () => {
  it('is for full admins only: a subadmin holding every other permission gets 403', async () => {
    await expectRefused(t, c, 'full', (h) => log(h));
    const all = bearer(
      await subadminToken(t, 'almost@dw.test', [
        'users',
        'resources',
        'testimonials',
        'subscriptions',
        'free-subscription',
        'content',
        'subadmins',
      ]),
    );
    const res = await log(all);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a full admin can do this.');
    const bad = await log(c.admin, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('page must be a whole number from 1 to 10000.');
  });
});

describe('the free-subscription calls in the audit log', () => {
  it('records add and remove with who, before and after; refused and failed calls record nothing', async () => {
    await signUpVerified(t, 'gift@example.com');
    await expectRefused(t, c, 'free-subscription', (h) =>
      freeSub('POST', '', h, { email: 'gift@example.com' }),
    );
    expect((await freeSub('GET', '', c.refused)).json().message).toBe(
      forbidden('free-subscription'),
    );
    const start = await countRows(t.database, 'admin_audit_log');
    const missing = await freeSub('POST', '', c.allowed, { email: 'nobody@example.com' });
    expect(missing.statusCode).toBe(404);
    const added = await freeSub('POST', '', c.allowed, { email: 'gift@example.com' });
    expect(added.statusCode).toBe(201);
    const id = added.json().user.id as string;
    expect((await freeSub('DELETE', `/${id}`, c.admin)).statusCode).toBe(200);
    expect((await freeSub('DELETE', `/${id}`, c.admin)).statusCode).toBe(404);
    expect(await countRows(t.database, 'admin_audit_log')).toBe(start + 2);

    const { entries, total, page, per_page } = (await log(c.admin)).json();
    expect({ total, page, per_page }).toEqual({ total: start + 2, page: 1, per_page: 20 });
    expect(entries.slice(0, 2)).toMatchObject([
      {
        admin_email: 'root@dw.test',
        action: 'free_subscription.remove',
        target_type: 'user',
        target_id: id,
        before: { email: 'gift@example.com', transaction_id: 'free_subscription' },
        after: { email: 'gift@example.com', transaction_id: null },
      },
      {
        admin_email: 'free-subscription-yes@dw.test',
        action: 'free_subscription.add',
        target_id: id,
        before: { transaction_id: null },
        after: { transaction_id: 'free_subscription' },
      },
    ]);
    expect(entries[0].admin_id).toBeTruthy();
    expect(Date.parse(entries[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages 20 entries at a time, newest first', async () => {
    await signUpVerified(t, 'pager@example.com');
    for (let i = 0; i < 11; i++) {
      const added = await freeSub('POST', '', c.admin, { email: 'pager@example.com' });
      await freeSub('DELETE', `/${added.json().user.id}`, c.admin);
    }
    const total = await countRows(t.database, 'admin_audit_log');
    const first = (await log(c.admin, 1)).json();
    const second = (await log(c.admin, 2)).json();
    expect(first.entries).toHaveLength(20);
    expect(second.entries).toHaveLength(total - 20);
    const times = [...first.entries, ...second.entries].map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
