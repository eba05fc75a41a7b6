import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, fullAdminToken, png } from '../../../test/admins';
import { bearer } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const admin = bearer(await fullAdminToken(t));
  const image = await png(40, 30);
  const add = async (title: string, category: string, description: string, language = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/adminResources',
      headers: admin,
      payload: form({ title, category, description, language }, image),
    });
    ids[title] = res.json().resource.id;
  };
  // The oldest article, the only Spanish one: last in the list unless a reader asks for Spanish.
  await add(
    'Cómo pagar la universidad',
    'Financial Aid',
    '<p>Primero, la ayuda federal.</p>',
    'es',
  );
  for (let i = 1; i <= 21; i++) await add(`Guide ${i}`, 'Guides', `<p>Step ${i} of many.</p>`);
  await add('FAFSA 100% explained', 'Financial Aid', `<p>${'Free money first. '.repeat(30)}</p>`);
  await add('Majors that pay', 'Careers', '<p>Engineering &amp; nursing lead.</p>');
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/v1/resources${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /resources (public)', () => {
  it('lists published articles newest first without their HTML, 20 a page, with every category', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, per_page: 20, total: 24 });
    expect(first.resources).toHaveLength(20);
    expect(first.resources[0]).toEqual({
      id: ids['Majors that pay'],
      title: 'Majors that pay',
      category: 'Careers',
      sub_category: null,
      excerpt: 'Engineering & nursing lead.',
      image: expect.stringMatching(/^\/api\/v1\/media\/resources\//),
      language: 'en',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(first.categories).toEqual([
      { category: 'Careers', count: 1 },
      { category: 'Financial Aid', count: 2 },
      { category: 'Guides', count: 21 },
    ]);
    const fafsa = first.resources[1];
    expect(fafsa.excerpt.length).toBeLessThanOrEqual(201);
    expect(fafsa.excerpt).toMatch(/^Free money first\. .*…$/);
    expect((await list('?page=2')).resources).toHaveLength(4);
  });

  it('filters by category (any case) and searches titles and text, % matching only itself', async () => {
    const guides = await list('?category=guides&page=2');
    expect(guides).toMatchObject({ total: 21 });
    expect(guides.resources.map((r: { title: string }) => r.title)).toEqual(['Guide 1']);
    const titles = async (q: string) =>
      (await list(q)).resources.map((r: { title: string }) => r.title);
    expect(await titles('?search=NURSING')).toEqual(['Majors that pay']);
    expect(await titles('?search=100%25')).toEqual(['FAFSA 100% explained']);
    expect(await titles('?search=%25')).toEqual(['FAFSA 100% explained']);
    expect(await titles('?search=step 21')).toEqual(['Guide 21']);
    expect(await titles('?category=Careers&search=fafsa')).toEqual([]);
    const bad = await t.app.inject({ url: '/api/v1/resources?page=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('page must be a whole number from 1 to 10000.');
  });

  it('puts the articles in ?language= first, each group newest first, with the same pages and total', async () => {
    const titlesOf = async (query: string, total = 24) => {
      const [one, two] = [await list(`?${query}`), await list(`?${query}&page=2`)];
      expect(one).toMatchObject({ page: 1, per_page: 20, total });
      return [...one.resources, ...two.resources].map((r: { title: string }) => r.title);
    };
    const newestFirst = await titlesOf('');
    expect(newestFirst[0]).toBe('Majors that pay');
    expect(newestFirst.at(-1)).toBe('Cómo pagar la universidad');
    expect(await titlesOf('language=es')).toEqual([
      'Cómo pagar la universidad',
      ...newestFirst.slice(0, -1),
    ]);
    expect(await titlesOf('language=en')).toEqual(newestFirst);
    const spanish = await list('?language=es');
    expect(spanish.resources[0]).toMatchObject({ language: 'es' });
    expect(spanish.resources[1]).toMatchObject({ title: 'Majors that pay', language: 'en' });
    expect(await titlesOf('category=Financial Aid', 2)).toEqual([
      'FAFSA 100% explained',
      'Cómo pagar la universidad',
    ]);
    expect(await titlesOf('category=Financial Aid&language=es', 2)).toEqual([
      'Cómo pagar la universidad',
      'FAFSA 100% explained',
    ]);
  });

  it("keeps each language's list apart in caches: the same Cache-Control, another ETag", async () => {
    const [plain, spanish] = [
      await t.app.inject({ url: '/api/v1/resources' }),
      await t.app.inject({ url: '/api/v1/resources?language=es' }),
    ];
    expect(spanish.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(spanish.headers['cache-control']).toMatch(/^public, /);
    expect(spanish.headers.etag).toEqual(expect.any(String));
    expect(spanish.headers.etag).not.toBe(plain.headers.etag);
  });

  it('refuses a language other than en or es, or more than one, with 400', async () => {
    for (const [query, message] of [
      ['?language=fr', 'language must be en or es.'],
      ['?language=ES', 'language must be en or es.'],
      ['?language=es&language=en', 'language must be a single value, not a list.'],
    ]) {
      const res = await t.app.inject({ url: `/api/v1/resources${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('GET /resources/{id} shows one article with its description; unknown ids are 404', async () => {
    const res = await t.app.inject({ url: `/api/v1/resources/${ids['Majors that pay']}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().resource).toMatchObject({
      title: 'Majors that pay',
      description: '<p>Engineering &amp; nursing lead.</p>',
    });
    const missing = await t.app.inject({
      url: '/api/v1/resources/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This resource does not exist.',
    });
  });
});
