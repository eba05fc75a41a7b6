import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countRows, queryRows, type TestContext } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Do you offer district plans?',
  contact_type: 3,
};

describe('POST /api/v1/contact-us with the outbox mailer', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_TO: 'sales@degreeworth.test' });
  });
  afterAll(() => t.close());

  it('stores the message, mails it to the sales address and answers 200 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Thank you for contacting DegreeWorth! We will get back to you within 1 hour.',
    });
    expect(await countRows(t.database, 'contact_messages')).toBe(1);
    await t.app.mailOutbox.drain();
    const [mail] = t.outbox();
    expect(mail).toContain('To: sales@degreeworth.test');
    expect(mail).toContain('Reply-To: ada@example.com');
    expect(mail).toContain('Subject: [DegreeWorth] Contact request from Ada Lovelace');
    expect(mail).toContain('Do you offer district plans?');
  });

  it('answers malformed JSON with 400 in the one error shape and stores nothing', async () => {
    const before = await countRows(t.database, 'contact_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(await countRows(t.database, 'contact_messages')).toBe(before);
  });

  it('answers wrong types with 400 and field errors, and stores nothing', async () => {
    const before = await countRows(t.database, 'contact_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 42, email: 'not-an-address', message: '', contact_type: 'three' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Name must be text.');
    expect(body.fieldErrors).toEqual({
      name: ['Name must be text.'],
      email: ['Invalid email address.'],
      message: ['This field is required.'],
      contact_type: ['contact_type must be a whole number from 1 to 3.'],
    });
    expect(await countRows(t.database, 'contact_messages')).toBe(before);
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: [valid] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body must be a JSON object.');
  });

  it('answers an oversized body with 413 and stores nothing', async () => {
    const before = await countRows(t.database, 'contact_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { ...valid, message: 'x'.repeat(40_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
    expect(await countRows(t.database, 'contact_messages')).toBe(before);
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/v1/contact-us through real SMTP', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'DegreeWorth <hello@degreeworth.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends to CONTACT_TO, defaulting to the MAIL_FROM address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid });
    expect(res.statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['hello@degreeworth.test']);
    expect(smtp.mails[0]!.raw).toContain('Do you offer district plans?');
    expect(t.outbox()).toEqual([]);
  });
});

describe('POST /api/v1/contact-us when mail cannot be delivered', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Port 9 (discard) has no SMTP server: the connection is refused.
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('answers 200, keeps the message, and leaves its mail in the outbox to be tried again', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Thank you for contacting DegreeWorth! We will get back to you within 1 hour.',
    );
    expect(await countRows(t.database, 'contact_messages')).toBe(1);
    await t.app.mailOutbox.drain();
    const rows = await queryRows(
      t.database,
      sql`select status, attempts, last_error from mail_outbox`,
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 1, last_error: 'ESOCKET' }]);
  });
});

describe('POST /api/v1/contact-us rate limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => undefined);
  afterAll(() => t.close());

  it('answers the 11th message in a minute from one address with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid });
      codes.push(res.statusCode);
      if (i === 10) {
        expect(res.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
        expect(res.json().message).toMatch(
          /^Too many requests\. Please wait \d+ seconds and try again\.$/,
        );
      }
    }
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    expect(await countRows(t.database, 'contact_messages')).toBe(10);
  });
});
