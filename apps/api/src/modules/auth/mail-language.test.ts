import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

const chooseLanguage = (token: string, language: 'en' | 'es') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/language',
    headers: bearer(token),
    payload: { language },
  });

describe('the language of account mails', () => {
  it("mails a visitor's sign-up in the language of the request", async () => {
    const res = await post(
      '/auth/signup',
      {
        name: 'Lucía',
        email: 'lucia@example.com',
        password: 'pass1234',
        password_confirmation: 'pass1234',
      },
      { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    );
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'lucia@example.com');
    expect(mail).toContain('Subject: DegreeWorth: Verifica tu correo electrónico');
    expect(mail).toContain(
      '¡Te damos la bienvenida a DegreeWorth! Confirma tu correo electrónico para terminar de crear tu cuenta.',
    );
    expect(mail).toContain('— El equipo de DegreeWorth');
    expect(mail).not.toContain('Verify your email address');
  });

  it("mails a Spanish account's reset in Spanish, whatever the request asks", async () => {
    const token = await signUpVerified(t, 'ines@example.com');
    expect((await chooseLanguage(token, 'es')).statusCode).toBe(200);
    const res = await post(
      '/auth/forgot-password',
      { email: 'ines@example.com' },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo(t, 'ines@example.com');
    expect(mail).toContain('Subject: DegreeWorth: Restablece tu contraseña');
    expect(mail).toMatch(/Tu código: \d{6}/);
    expect(mail).toContain(
      'Para elegir una contraseña nueva, abre el enlace de abajo o escribe este código en la pantalla para restablecerla. Los dos son válidos por 10 minutos y se pueden usar una sola vez.',
    );
  });

  it('keeps the English mails of an English account, even asked in Spanish', async () => {
    const token = await signUpVerified(t, 'emma@example.com');
    expect((await chooseLanguage(token, 'en')).statusCode).toBe(200);
    await post('/auth/forgot-password', { email: 'emma@example.com' }, { 'accept-language': 'es' });
    const mail = await lastMailTo(t, 'emma@example.com');
    expect(mail).toContain('Subject: DegreeWorth: Reset your password');
    expect(mail).toMatch(/Your code: \d{6}/);
  });

  it('mails in English an account that never chose, asked without a language', async () => {
    await signUpVerified(t, 'nolang@example.com');
    await post('/auth/forgot-password', { email: 'nolang@example.com' });
    const mail = await lastMailTo(t, 'nolang@example.com');
    expect(mail).toContain('Subject: DegreeWorth: Reset your password');
  });

  it("mails a new student's sign-in code in the language of the request", async () => {
    const res = await post(
      '/init-user',
      { email: 'mateo@example.com' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBeLessThan(300);
    const mail = await lastMailTo(t, 'mateo@example.com');
    expect(mail).toContain('Subject: DegreeWorth: Tu código para iniciar sesión');
    expect(mail).toMatch(/Tu código: \d{6}/);
  });
});
