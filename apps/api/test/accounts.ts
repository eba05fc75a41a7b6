import type { TestContext } from './helpers';

/**
 * The last e-mail sent to `to`, decoded: delivers every due message of the mail outbox first,
 * then reads the .eml files the mailer wrote. The body's quoted-printable and the headers'
 * encoded words (a Spanish subject) are read as UTF-8, so accented letters come out whole.
 */
export async function lastMailTo(t: TestContext, to: string): Promise<string> {
  await t.app.mailOutbox.drain();
  const pattern = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const mail = [...t.outbox()].reverse().find((m) => pattern.test(m));
  if (!mail) throw new Error(`no mail to ${to}`);
  const headersDecoded = mail
    .replace(/\?=\s+=\?UTF-8\?([QB])\?/gi, '')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
  return quotedPrintable(headersDecoded.replace(/=\r?\n/g, ''));
}

/** Runs of =XX bytes read as UTF-8. */
const quotedPrintable = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );

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
