import type { TestContext } from './helpers';

/**
 * The last e-mail sent to `to`, decoded from quoted-printable: delivers every due message of
 * the mail outbox first, then reads the .eml files the mailer wrote.
 */
export async function lastMailTo(t: TestContext, to: string): Promise<string> {
  await t.app.mailOutbox.drain();
  const pattern = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const mail = [...t.outbox()].reverse().find((m) => pattern.test(m));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export function linkIn(mail: string, route: string): string[] {
  const match = new RegExp(`#/${route}/([^/\\s"<]+)/([^\\s"<]+)`).exec(mail);
  if (!match) throw new Error(`no ${route} link in mail`);
  return [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
}

export function codeIn(mail: string): string {
  const match = /Your code: (\d{6})/.exec(mail);
  if (!match) throw new Error('no code in mail');
  return match[1]!;
}

/** Signs up and verifies through the real calls; returns a user token. */
export async function signUpVerified(
  t: TestContext,
  email: string,
  password = 'correct horse 1',
  name = 'Test User',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name, email, password, password_confirmation: password },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  const [mailEmail, token] = linkIn(await lastMailTo(t, email), 'emailverify');
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    payload: { email: mailEmail, token },
  });
  return verified.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
