import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiErrorSchema } from '../api-error';
import { MessageResponseSchema } from '../schemas/auth';
import { PAGE_KEYS, PAGE_TEXT_LIMITS, PageContentSchema } from '../schemas/page-content';
import { pageContentDefaults } from '../schemas/page-content-merge';
import { NO_PAYMENT_METHODS, PublicConfigSchema } from '../schemas/public-config';
import {
  REFERRAL_CODE_PATTERN,
  REFERRAL_QUERY_PARAM,
  ReferralCodeInputSchema,
} from '../schemas/referrals';
import { TestimonialListResponseSchema } from '../schemas/testimonials';
import {
  ApiErrorCheck,
  MessageResponseCheck,
  PageContentCheck,
  PublicConfigCheck,
  readApiError,
  readReferralCode,
  REFERRAL_QUERY_PARAM as REFERRAL_QUERY_PARAM_TWIN,
  TestimonialListResponseCheck,
  TWIN_CONSTANTS,
} from './answers';
import type { Check } from './check';

/** The twin accepts, refuses and outputs what the schema does, for every input of the corpus. */
function expectTwins(twin: Check<unknown>, schema: z.ZodType, inputs: readonly unknown[]) {
  for (const input of inputs) {
    const expected = schema.safeParse(input);
    const actual = twin.safeParse(input);
    const verdict = (ok: boolean) => `${ok ? 'accepts' : 'refuses'} ${JSON.stringify(input)}`;
    expect(verdict(actual.success)).toBe(verdict(expected.success));
    if (actual.success && expected.success) expect(actual.data).toStrictEqual(expected.data);
    // A Standard Schema says the same (RTK Query reads it that way).
    const standard = twin['~standard'].validate(input);
    expect(standard.issues === undefined).toBe(expected.success);
  }
}

/** `base` with the value at `path` replaced (undefined deletes the key). */
function withValue(base: unknown, path: readonly string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (rest.length) copy[head] = withValue(copy[head], rest, value);
  else if (value === undefined) delete copy[head];
  else copy[head] = value;
  return copy;
}

/** The path of every leaf of a tree of texts. */
function leaves(tree: unknown, path: string[] = []): string[][] {
  if (typeof tree !== 'object' || tree === null) return [path];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, [...path, key]));
}

/** Inputs around one value: other types, missing, null, plus the given variants. */
const around = (base: unknown, path: readonly string[], variants: readonly unknown[] = []) =>
  [undefined, null, 7, true, [], {}, '', 'text', ...variants].map((v) => withValue(base, path, v));

describe('zod-free twins of the first page schemas', () => {
  it('copy the constants of their schemas', () => {
    expect(TWIN_CONSTANTS.PAGE_TEXT_LIMITS).toEqual(PAGE_TEXT_LIMITS);
    expect(TWIN_CONSTANTS.REFERRAL_CODE_PATTERN.source).toBe(REFERRAL_CODE_PATTERN.source);
    expect(REFERRAL_QUERY_PARAM_TWIN).toBe(REFERRAL_QUERY_PARAM);
  });

  it('ApiErrorCheck and readApiError match ApiErrorSchema', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Invalid email address.',
      requestId: 'req-1',
      fieldErrors: { email: ['Invalid email address.'] },
    };
    const inputs = [
      body,
      { ...body, extra: 'dropped' },
      { ...body, statusCode: 400.5 },
      { ...body, statusCode: Number.MAX_SAFE_INTEGER + 1 },
      { ...body, requestId: undefined, fieldErrors: undefined },
      { ...body, fieldErrors: { email: 'x' } },
      { ...body, fieldErrors: [['x']] },
      { ...body, fieldErrors: Object.create(null) as object },
      { ...body, fieldErrors: new Map() },
      'Not Found',
      null,
      [body],
      ...Object.keys(body).flatMap((key) => around(body, [key], [['a'], { a: ['b'] }])),
    ];
    expectTwins(ApiErrorCheck, ApiErrorSchema, inputs);
    for (const input of inputs) {
      const parsed = ApiErrorSchema.safeParse(input);
      expect(readApiError(input)).toStrictEqual(parsed.success ? parsed.data : null);
    }
  });

  it('MessageResponseCheck matches MessageResponseSchema', () => {
    const inputs = [
      { message: 'Done.' },
      { message: 'Done.', status: 'x' },
      ...around({}, ['message']),
    ];
    expectTwins(MessageResponseCheck, MessageResponseSchema, [...inputs, null, 'Done.']);
  });

  it('PublicConfigCheck matches PublicConfigSchema', () => {
    const config = {
      salesEmail: 'sales@example.com',
      salesPhone: '+1 555 0100',
      chatUrl: 'mailto:sales@example.com',
      social: {
        facebook: 'https://f',
        instagram: 'https://i',
        linkedin: 'https://l',
        x: 'https://x',
        youtube: 'https://y',
      },
      googleClientId: 'client-id',
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
      payments: {
        stripe: { publishableKey: 'pk', scriptUrl: 'https://js.stripe.com' },
        paypal: { clientId: 'pp', scriptUrl: 'https://paypal' },
        googlePay: {
          environment: 'TEST',
          merchantId: null,
          merchantName: 'DegreeWorth',
          scriptUrl: 'https://pay.google.com',
          stripePublishableKey: 'pk',
        },
        applePay: { displayName: 'DegreeWorth', braintreeScriptBaseUrl: 'https://braintree' },
      },
    };
    const variants = ['PRODUCTION', 'LIVE', { extra: 1 }];
    const inputs = [
      config,
      { ...config, googleClientId: null, payments: NO_PAYMENT_METHODS, extra: 'dropped' },
      { ...config, social: { ...config.social, tiktok: 'dropped' } },
      ...leaves(config).flatMap((path) => around(config, path, variants)),
      ...['social', 'payments', ...Object.keys(config.payments).map((k) => `payments.${k}`)]
        .map((key) => key.split('.'))
        .flatMap((path) => around(config, path)),
    ];
    expectTwins(PublicConfigCheck, PublicConfigSchema, [...inputs, null, []]);
  });

  it('TestimonialListResponseCheck matches TestimonialListResponseSchema', () => {
    const testimonial = {
      id: 't-1',
      name: 'Dana',
      testimonial: 'Line one.\nLine two.',
      designation: 'Counselor',
      image: '/api/v1/media/testimonials/t-1.webp',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    const inputs = [
      { testimonials: [] },
      { testimonials: [testimonial, { ...testimonial, id: 't-2', extra: 'dropped' }] },
      { testimonials: testimonial },
      ...around({ testimonials: [] }, ['testimonials']),
      ...Object.keys(testimonial).flatMap((key) =>
        around(testimonial, [key]).map((t) => ({ testimonials: [testimonial, t] })),
      ),
    ];
    expectTwins(TestimonialListResponseCheck, TestimonialListResponseSchema, inputs);
  });

  it('PageContentCheck matches PageContentSchema, text rule by text rule', () => {
    for (const page of PAGE_KEYS) {
      const answer = {
        page,
        content: pageContentDefaults(page),
        image: '/api/v1/media/content/x.webp',
        updated_at: null,
      };
      const texts = [
        '  padded  ',
        ' ',
        'a < b and b > c',
        '<b>bold</b>',
        '<!-- note -->',
        'two\nlines',
        'tab\there',
        'bell\u0007',
        'over\u202Eride',
        'é'.repeat(60),
        ...[59, 60, 61, 119, 120, 121, 999, 1000, 1001].map((n) => 'x'.repeat(n)),
        ` ${'x'.repeat(60)} `,
      ];
      const inputs = [
        answer,
        { ...answer, image: null, updated_at: '2025-05-01T10:00:00.000Z', extra: 'dropped' },
        ...around(answer, ['page'], PAGE_KEYS),
        ...around(answer, ['image']),
        ...around(answer, ['updated_at']),
        ...around(answer, ['content']),
        withValue(answer, ['content', 'extra'], 'x'),
        ...leaves(pageContentDefaults(page), ['content']).flatMap((path) => [
          ...around(answer, path, texts),
          withValue(answer, [...path.slice(0, -1), 'extra'], 'x'),
        ]),
      ];
      expectTwins(PageContentCheck, PageContentSchema, [...inputs, null, 'home']);
    }
  });

  it('readReferralCode reads what ReferralCodeInputSchema does', () => {
    const inputs = [
      undefined,
      null,
      42,
      '',
      'abcd2345ef',
      '  ABCD2345EF ',
      'short',
      'a'.repeat(32),
      'a'.repeat(33),
      'no way!',
      'abcd-2345-ef',
    ];
    for (const input of inputs)
      expect(readReferralCode(input)).toBe(ReferralCodeInputSchema.parse(input));
  });
});
