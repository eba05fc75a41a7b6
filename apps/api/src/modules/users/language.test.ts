import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setLanguage = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/language',
    headers: token ? bearer(token) : {},
    payload: payload as never,
  });
const me = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/me', headers: bearer(token) })).json();

describe('PUT /api/v1/me/language', () => {
  it('starts as null (never chosen) and keeps the choice with the account', async () => {
    const token = await signUpVerified(t, 'lengua@example.com');
    expect((await me(token)).language).toBeNull();

    const res = await setLanguage(token, { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Language saved.');
    expect(res.json().user.language).toBe('es');
    expect((await me(token)).language).toBe('es');

    expect((await setLanguage(token, { language: 'en' })).json().user.language).toBe('en');
    expect((await me(token)).language).toBe('en');
  });

  it('refuses a language the site does not have, and changes nothing', async () => {
    const token = await signUpVerified(t, 'idioma@example.com');
    await setLanguage(token, { language: 'es' });
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: 1 }]) {
      const res = await setLanguage(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose one of these languages: en, es.');
    }
    expect((await me(token)).language).toBe('es');
  });

  it('answers 401 to a visitor', async () => {
    const res = await setLanguage(null, { language: 'es' });
    expect(res.statusCode).toBe(401);
  });
});
