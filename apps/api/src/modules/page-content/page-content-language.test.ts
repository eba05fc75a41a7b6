import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CONTENT_DEFAULTS, PAGE_CONTENT_DEFAULTS_ES, PAGE_KEYS } from '@degreeworth/core';
import { type Callers, callersFor, expectRefused, form, png } from '../../../test/admins';
import { buildTestApp, countRows, queryRows, type TestContext } from '../../../test/helpers';

let t: TestContext;
let c: Callers;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'content', 'content-es');
});
afterAll(() => t.close());

const admin = (
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/content/${path}`,
    headers,
    payload: payload as never,
  });
const publicPage = (path: string) => t.app.inject({ url: `/api/v1/content/${path}` });
const LANGUAGE_CHOICES = 'Choose one of these languages: en, es.';

describe('page texts in Spanish', () => {
  it('answers the Spanish defaults while no Spanish is stored, and says the language', async () => {
    for (const page of PAGE_KEYS) {
      for (const res of [
        await publicPage(`${page}?language=es`),
        await admin('GET', `${page}?language=es`, c.admin),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          page,
          content: PAGE_CONTENT_DEFAULTS_ES[page],
          image: null,
          updated_at: null,
          language: 'es',
        });
      }
    }
    expect(PAGE_CONTENT_DEFAULTS_ES.home.hero.title).toBe(
      'Descubre cuánto vale una universidad antes de decidirte.',
    );
    // English asked by name says so; asked without a language, the answer is as before.
    expect((await publicPage('about?language=en')).json()).toMatchObject({
      content: PAGE_CONTENT_DEFAULTS.about,
      language: 'en',
    });
    expect((await publicPage('about')).json()).not.toHaveProperty('language');
  });

  it('saves a Spanish version that the public read answers, leaving English unchanged', async () => {
    const saved = await admin('POST', 'home?language=es', c.allowed, {
      hero: { title: '¿Cuánto vale tu carrera?' },
    });
    expect(saved.statusCode).toBe(200);
    const spanish = {
      ...PAGE_CONTENT_DEFAULTS_ES.home,
      hero: { ...PAGE_CONTENT_DEFAULTS_ES.home.hero, title: '¿Cuánto vale tu carrera?' },
    };
    expect(saved.json()).toMatchObject({
      message: 'Updated successfully.',
      page_content: { page: 'home', content: spanish, language: 'es' },
    });
    expect((await publicPage('home?language=es')).json()).toMatchObject({
      content: spanish,
      language: 'es',
      updated_at: expect.any(String),
    });
    expect((await admin('GET', 'home?language=es', c.admin)).json().content).toEqual(spanish);
    // English is as it was: the defaults, never edited.
    expect((await publicPage('home')).json()).toEqual({
      page: 'home',
      content: PAGE_CONTENT_DEFAULTS.home,
      image: null,
      updated_at: null,
    });
    // Only what differs from the Spanish defaults is stored, in the Spanish row.
    const rows = await queryRows<{ language: string; content: object }>(
      t.database,
      "select language, content from page_contents where page = 'home' order by language",
    );
    expect(rows).toEqual([
      { language: 'es', content: { hero: { title: '¿Cuánto vale tu carrera?' } } },
    ]);

    // An English edit leaves the Spanish version alone.
    await admin('POST', 'home', c.admin, { hero: { title: 'What is your degree worth?' } });
    expect((await publicPage('home?language=es')).json().content).toEqual(spanish);
    expect((await publicPage('home')).json().content.hero.title).toBe('What is your degree worth?');
  });

  it("shows the page's one image in every language", async () => {
    const uploaded = await admin('POST', 'about/image', c.admin, form({}, await png(40, 40)));
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json().page_content.image as string;
    expect((await publicPage('about?language=es')).json()).toMatchObject({
      image,
      content: PAGE_CONTENT_DEFAULTS_ES.about,
    });
    const saved = await admin('POST', 'about?language=es', c.admin, { title: 'Quiénes somos' });
    expect(saved.json().page_content).toMatchObject({ image, language: 'es' });
  });

  it('refuses a language it does not have with 400, changing nothing', async () => {
    const before = await countRows(t.database, 'admin_audit_log');
    const rows = await countRows(t.database, 'page_contents');
    for (const res of [
      await admin('POST', 'terms?language=fr', c.admin, { title: 'Conditions' }),
      await admin('GET', 'terms?language=fr', c.admin),
      await publicPage('terms?language=fr'),
      await publicPage('terms?language=ES'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LANGUAGE_CHOICES);
    }
    expect(await countRows(t.database, 'admin_audit_log')).toBe(before);
    expect(await countRows(t.database, 'page_contents')).toBe(rows);
  });

  it('refuses the Spanish read and write to anyone but an admin with "content"', async () => {
    await expectRefused(t, c, 'content', (h) => admin('GET', 'privacy?language=es', h));
    await expectRefused(t, c, 'content', (h) =>
      admin('POST', 'privacy?language=es', h, { title: 'Privacidad' }),
    );
    expect((await publicPage('privacy?language=es')).json().content).toEqual(
      PAGE_CONTENT_DEFAULTS_ES.privacy,
    );
  });
});
