import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES } from '@degreeworth/core';
import { type Callers, callersFor, expectRefused, form, png } from '../../../test/admins';
import { buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let c: Callers;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'resources');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: object,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/adminResources${path}`,
    headers: headers as Record<string, string>,
    payload: payload as never,
  });
const categories = async () => {
  const res = await call('GET', '/categories', c.allowed);
  expect(res.statusCode).toBe(200);
  return res.json().categories as { category: string; count: number }[];
};
const article = (category: string) => ({
  title: `About ${category}`,
  category,
  description: '<p>Some words.</p>',
});
const add = async (category: string) => {
  const res = await call('POST', '', c.allowed, form(article(category), await png(40, 30)));
  expect(res.statusCode).toBe(201);
  return res.json().resource as { id: string; category: string };
};

describe('GET /admin/adminResources/categories', () => {
  it('refuses no token, a user token and a subadmin without "resources"', async () => {
    await expectRefused(t, c, 'resources', (h) => call('GET', '/categories', h));
  });

  it('answers an empty list before any article exists', async () => {
    expect(await categories()).toEqual([]);
  });

  it('lists each category in use once, A to Z, with its number of articles', async () => {
    await add('Finance');
    await add('Finance');
    const admissions = await add('Admissions');
    // A new category typed with spaces around it is stored trimmed.
    const careers = await add('  Careers  ');
    expect(careers.category).toBe('Careers');
    expect(await categories()).toEqual([
      { category: 'Admissions', count: 1 },
      { category: 'Careers', count: 1 },
      { category: 'Finance', count: 2 },
    ]);

    // Moving the only article of a category to another one takes it off the list.
    const moved = await call('POST', `/${admissions.id}`, c.allowed, form({ category: 'Finance' }));
    expect(moved.statusCode).toBe(200);
    const removed = await call('DELETE', `/${careers.id}`, c.allowed);
    expect(removed.statusCode).toBe(200);
    expect(await categories()).toEqual([{ category: 'Finance', count: 3 }]);
  });

  it('refuses a blank, too long or control-character category with 400, adding nothing to the list', async () => {
    const before = await categories();
    const cases: [string, string][] = [
      ['   ', MESSAGES.required],
      ['x'.repeat(101), 'Category must be at most 100 characters.'],
      ['Aid\u0007', CONTROL_CHARACTERS_MESSAGE],
    ];
    for (const [category, message] of cases) {
      const res = await call('POST', '', c.allowed, form(article(category), await png(40, 30)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { category: [message] } });
    }
    expect(await categories()).toEqual(before);
  });
});
