import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { type Callers, callersFor } from '../../../test/admins';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { SUBSCRIPTION_FIELDS as valid, subscriptionCalls } from '../../../test/subscriptions';
import { findSubscriptionsPage } from './repository';

let t: TestContext;
let c: Callers;
let s: ReturnType<typeof subscriptionCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'subscriptions');
  s = subscriptionCalls(t);
});
afterAll(() => t.close());

/** `n` student accounts of the institute `instituteId` (null: accounts of no institute). */
async function addStudents(instituteId: string | null, n: number, prefix: string) {
  await queryRows(
    t.database,
    `insert into users (name, email, role, institute_id)
      select 'Pupil ' || n, '${prefix}' || n || '@seats.test', 'student',
        ${instituteId === null ? 'null' : `'${instituteId}'`}
      from generate_series(1, ${n}) as n`,
  );
}

type Listed = { name: string; seats: number; seats_used: number };

describe('GET /admin/subscriptions seats_used', () => {
  it("gives each subscription the number of its students, counting no one else's", async () => {
    const oak = await s.create(c.admin, { ...valid, name: 'Oak High', admin_email: 'o@oak.test' });
    const elm = await s.create(c.admin, {
      ...{ ...valid, seats: '40' },
      ...{ name: 'Elm High', admin_email: 'e@elm.test' },
    });
    await s.create(c.admin, { ...valid, name: 'Ash High', admin_email: 'a@ash.test' });
    await addStudents(oak.id, 3, 'oak');
    await addStudents(elm.id, 12, 'elm');
    // Individual accounts use no seat of any institute.
    await addStudents(null, 5, 'solo');

    const res = await s.call('GET', '', c.allowed);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(
      (res.json().subscriptions as Listed[]).map((x) => [x.name, [x.seats, x.seats_used]]),
    );
    expect(byName).toMatchObject({
      'Oak High': [120, 3],
      'Elm High': [40, 12],
      'Ash High': [120, 0],
    });

    // A student taken out of the institute frees the seat at the next read.
    await queryRows(
      t.database,
      `update users set institute_id = null where email = 'elm1@seats.test'`,
    );
    const again = (await s.call('GET', '?search=Elm', c.allowed)).json();
    expect(again.subscriptions).toEqual([
      expect.objectContaining({ name: 'Elm High', seats: 40, seats_used: 11 }),
    ]);
  });

  it('reads a page of subscriptions and their seats in two statements whatever the page holds', async () => {
    let selects = 0;
    // Counts the statements the page starts: a query per row would add one select each.
    const counted = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects++;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Db;
    const { rows, total } = await findSubscriptionsPage(counted, { page: 1 }, todayUtc(new Date()));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(total).toBe(rows.length);
    // The page with its seats used, and the total.
    expect(selects).toBe(2);
    expect(rows.find((r) => r.sub.name === 'Elm High')?.seatsUsed).toBe(11);
  });
});
