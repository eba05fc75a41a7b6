import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAdminToken, subadminToken, UNAUTH } from '../../../test/admins';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { weekStarts } from './service';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await fullAdminToken(t));
});
afterAll(() => t.close());

const dashboard = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/admin/dashboard', headers });
const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

describe('GET /admin/dashboard', () => {
  it('is for any admin: a subadmin without any permission may read it, a user or nobody may not', async () => {
    const sub = bearer(await subadminToken(t, 'viewer@dw.test', []));
    expect((await dashboard(sub)).statusCode).toBe(200);
    const user = bearer(await signUpVerified(t, 'curious@example.com'));
    for (const headers of [user, {}]) {
      const res = await dashboard(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
    }
  });

  it('counts users, weekly sign-ups, Individual Pro plans, provider revenue, scenarios and recent actions', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await signUpVerified(t, `${name}@example.com`);
    // b signed up last week, c three weeks ago, d long before the 12 weeks shown.
    await run(
      sql`update users set created_at = now() - interval '7 days' where email = 'b@example.com'`,
    );
    await run(
      sql`update users set created_at = now() - interval '21 days' where email = 'c@example.com'`,
    );
    await run(
      sql`update users set created_at = now() - interval '200 days' where email = 'd@example.com'`,
    );
    await run(
      sql`update users set subscription_id = 1 where email in ('a@example.com', 'b@example.com')`,
    );
    const pay = (provider: string, status: string, providerId: string, currency = 'USD') =>
      run(sql`insert into payments (provider, method, provider_id, email, amount_minor, currency, status)
        values (${provider}, ${provider}, ${providerId}, 'a@example.com', 2500, ${currency}, ${status})`);
    await pay('stripe', 'succeeded', 'pi_1');
    await pay('paypal', 'succeeded', 'order_1');
    await pay('braintree', 'succeeded', 'bt_1', 'usd');
    await pay('manual', 'succeeded', 'grant_1');
    await pay('stripe', 'refunded', 'pi_2');
    await pay('stripe', 'created', 'pi_3');
    await run(sql`insert into scenarios (user_id, name, payload)
      select id, 'Plan A', '{}'::jsonb from users where email = 'a@example.com'`);
    await run(sql`insert into institute_subscriptions (name, slug, seats, start_date, end_date) values
      ('Current', 'current', 10, current_date - 30, current_date + 30),
      ('Over', 'over', 10, '2020-01-01', '2021-01-01'),
      ('Later', 'later', 10, '2099-01-01', '2099-12-31')`);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/freeSubscriptionsUser',
      headers: admin,
      payload: { email: 'c@example.com' },
    });

    const res = await dashboard(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const weeks = weekStarts(new Date());
    const count = (week: string) =>
      body.users.signups_per_week.find((w: { week_start: string }) => w.week_start === week)?.count;
    // curious@ and a–d; admin accounts are not counted as users.
    expect(body.users.total).toBe(5);
    expect(body.users.signups_per_week.map((w: { week_start: string }) => w.week_start)).toEqual(
      weeks,
    );
    const weekOf = (daysAgo: number) =>
      weekStarts(new Date(Date.now() - daysAgo * 86_400_000))[11]!;
    // This week: curious@ and a@; b@ a week ago; c@ three weeks ago; d@ is older than 12 weeks.
    expect([count(weeks[11]!), count(weekOf(7)), count(weekOf(21))]).toEqual([2, 1, 1]);
    const sum = body.users.signups_per_week.reduce(
      (s: number, w: { count: number }) => s + w.count,
      0,
    );
    expect(sum).toBe(4);
    expect(body.individual_pro).toEqual({
      active: 2,
      revenue: { amount_minor: 7500, currency: 'USD', display: '$75.00' },
    });
    // One current subscription, one over, one not begun.
    expect(body.institutes).toEqual({ total: 3, active: 1 });
    expect(body.scenarios).toEqual({ count: 1 });
    expect(body.recent_activity[0]).toEqual({
      id: expect.any(String),
      admin_id: expect.any(String),
      admin_email: 'root@dw.test',
      action: 'free_subscription.add',
      target_type: 'user',
      target_id: expect.any(String),
      created_at: expect.any(String),
    });
  });
});

describe('weekStarts', () => {
  it('gives 12 Mondays (UTC), oldest first, ending with the current week', () => {
    const weeks = weekStarts(new Date('2026-03-04T23:30:00Z')); // a Wednesday
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-03-02');
    expect(weeks[0]).toBe('2025-12-15');
    expect(weekStarts(new Date('2026-03-08T12:00:00Z'))[11]).toBe('2026-03-02'); // Sunday
    expect(weekStarts(new Date('2026-03-09T00:00:00Z'))[11]).toBe('2026-03-09'); // Monday
  });
});
