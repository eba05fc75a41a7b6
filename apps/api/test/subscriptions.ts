import { expect } from 'vitest';
import { form } from './admins';
import { storedMedia, type TestContext } from './helpers';

/** Institute subscription test helpers. */

/** A valid new subscription as the form sends it (text fields only). */
export const SUBSCRIPTION_FIELDS = {
  name: 'Lincoln High School',
  admin_email: 'Counselor@Lincoln.test',
  seats: '120',
  start_date: '2025-08-01',
  end_date: '2099-06-30',
};

/** A multipart body with the fields and, when given, a `logo` file part. */
export const withLogo = (fields: Record<string, string>, logo?: Buffer) =>
  form(fields, logo, 'image/png', 'logo');

type Method = 'GET' | 'POST' | 'DELETE';

export function subscriptionCalls(t: TestContext) {
  const call = (method: Method, path: string, headers: object, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/subscriptions${path}`,
      headers: headers as Record<string, string>,
      payload: payload as never,
    });
  return {
    call,
    /** Adds one (201 expected) without a logo. */
    async create(headers: object, fields: Record<string, string>) {
      const res = await call('POST', '', headers, withLogo(fields));
      expect(res.statusCode).toBe(201);
      return res.json().subscription as { id: string; logo: string | null };
    },
    /** The stored logo files. */
    logos: () => storedMedia(t.database, 'subscriptions'),
  };
}
