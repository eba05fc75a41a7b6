import { LANGUAGES } from '../constants';
import type { ApiError } from '../api-error';
import type { PageContent, PageKey } from '../schemas/page-content';
import type { PublicConfig } from '../schemas/public-config';
import type { TestimonialListResponse } from '../schemas/testimonials';
import { hasControlCharacters } from '../validation/fields';
import {
  arrayOf,
  check,
  fail,
  int,
  nullable,
  object,
  oneOf,
  optional,
  type Reader,
  recordOf,
  required,
  string,
} from './check';

/*
 * Zod-free twins of the core schemas a visitor's first page needs: the public
 * configuration, the error body, a `{ message }` answer, the home page's texts and testimonials,
 * and a referral link's parameter and code. Each accepts, refuses and outputs exactly what its schema does
 * (answers.test.ts holds them to it on a corpus of inputs); the schemas stay the reference, and
 * every other screen keeps using them. Imported as '@degreeworth/core/checks'.
 */

/** Twin of ApiErrorSchema (api-error.ts). */
export const ApiErrorCheck = check<ApiError>(
  object({
    statusCode: required(int),
    error: required(string),
    code: required(string),
    message: required(string),
    requestId: optional(string),
    fieldErrors: optional(recordOf(arrayOf(string))),
  }),
);

/** Twin of parseApiError (api-error.ts): an unknown value (a fetch body) as an ApiError, or null. */
export function readApiError(body: unknown): ApiError | null {
  const parsed = ApiErrorCheck.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Twin of MessageResponseSchema (schemas/auth.ts). */
export const MessageResponseCheck = check(object({ message: required(string) }));

const keyed = <T>(read: Reader<T>) => required(nullable(read));
const entry = (keys: readonly string[]) =>
  keyed(object(Object.fromEntries(keys.map((key) => [key, required(string)]))));

/** Twin of PublicConfigSchema (schemas/public-config.ts). */
export const PublicConfigCheck = check<PublicConfig>(
  object({
    salesEmail: required(string),
    salesPhone: required(string),
    chatUrl: required(string),
    social: required(
      object({
        facebook: required(string),
        instagram: required(string),
        linkedin: required(string),
        x: required(string),
        youtube: required(string),
      }),
    ),
    googleClientId: keyed(string),
    googleScriptUrl: required(string),
    payments: required(
      object({
        stripe: entry(['publishableKey', 'scriptUrl']),
        paypal: entry(['clientId', 'scriptUrl']),
        googlePay: keyed(
          object({
            environment: required(oneOf(['TEST', 'PRODUCTION'])),
            merchantId: keyed(string),
            merchantName: required(string),
            scriptUrl: required(string),
            stripePublishableKey: required(string),
          }),
        ),
        applePay: entry(['displayName', 'braintreeScriptBaseUrl']),
      }),
    ),
  }) as Reader<PublicConfig>,
);

/** Twin of TestimonialListResponseSchema (schemas/testimonials.ts). */
export const TestimonialListResponseCheck = check<TestimonialListResponse>(
  object({
    testimonials: required(
      arrayOf(
        object({
          id: required(string),
          name: required(string),
          testimonial: required(string),
          designation: required(string),
          image: required(string),
          created_at: required(string),
          updated_at: required(string),
        }),
      ),
    ),
  }),
);

/*
 * The page texts (schemas/page-content.ts): every text is trimmed, required, at most its kind's
 * length, free of control characters (line breaks only in paragraphs) and of HTML tags; every
 * part is a strict object. Same limits, same tag pattern.
 */
const LIMITS = { heading: 120, label: 60, paragraph: 1_000 } as const;
const HTML_TAG = /<[a-zA-Z/!?]/;
type Kind = keyof typeof LIMITS;
interface KindTree {
  [key: string]: Kind | KindTree;
}

function pageText(kind: Kind): Reader<string> {
  return (value, path) => {
    const text = string(value, path).trim();
    if (text.length === 0) fail('This field is required.', path);
    if (text.length > LIMITS[kind]) fail(`At most ${LIMITS[kind]} characters.`, path);
    if (hasControlCharacters(text, kind === 'paragraph')) fail('Control characters.', path);
    if (HTML_TAG.test(text)) fail('HTML tags are not allowed.', path);
    return text;
  };
}

function part(tree: KindTree): Reader<unknown> {
  const shape = Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [
      key,
      required(typeof node === 'string' ? pageText(node) : part(node)),
    ]),
  );
  return object(shape, { strict: true });
}

const section = { title: 'heading', text: 'paragraph' } as const;
const linkedSection = { ...section, link_label: 'label' } as const;

/** A legal page: its fixed top, then its sections by key (schemas/page-content.ts legalPage). */
const legalPage = (...keys: string[]): KindTree => ({
  title: 'heading',
  updated: 'label',
  intro: 'paragraph',
  sections: Object.fromEntries(keys.map((key) => [key, section])),
});

const PAGE_KINDS: Record<PageKey, KindTree> = {
  home: {
    hero: {
      eyebrow: 'label',
      title: 'heading',
      text: 'paragraph',
      primary_button: 'label',
      secondary_button: 'label',
    },
    how: {
      heading: 'heading',
      calculator: linkedSection,
      rankings: linkedSection,
      resources: linkedSection,
    },
    schools: { heading: 'heading', text: 'paragraph', button: 'label' },
  },
  rankings: { title: 'heading', intro: 'paragraph', how_we_rank: 'label' },
  resources: {
    title: 'heading',
    intro: 'paragraph',
    empty_title: 'heading',
    empty_text: 'paragraph',
  },
  about: {
    title: 'heading',
    intro: 'paragraph',
    mission: section,
    method: section,
    who: section,
  },
  privacy: legalPage('collect', 'keep', 'access', 'children', 'selling', 'your_data', 'contact'),
  terms: legalPage('service', 'accounts', 'pro', 'schools', 'use', 'changes'),
  accessibility: legalPage('goal', 'testing', 'features', 'report'),
};

const PAGES = Object.keys(PAGE_KINDS) as PageKey[];
const pageAnswers = Object.fromEntries(
  PAGES.map((page) => [
    page,
    object({
      page: required(oneOf([page])),
      content: required(part(PAGE_KINDS[page])),
      image: keyed(string),
      updated_at: keyed(string),
      language: optional(oneOf(LANGUAGES)),
    }),
  ]),
) as Record<PageKey, Reader<unknown>>;

/** Twin of PageContentSchema (schemas/page-content.ts): GET /content/{page}. */
export const PageContentCheck = check<PageContent>((value, path) => {
  const page =
    typeof value === 'object' && value !== null ? (value as { page?: unknown }).page : undefined;
  const read = pageAnswers[oneOf(PAGES)(page, [...path, 'page'])];
  return read(value, path) as PageContent;
});

/** Twin of REFERRAL_QUERY_PARAM (schemas/referrals.ts): `${PUBLIC_URL}/#/?ref=<code>`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/** Twin of REFERRAL_CODE_PATTERN (schemas/referrals.ts). */
const REFERRAL_CODE = /^[a-z0-9]{8,32}$/;

/**
 * Twin of ReferralCodeInputSchema.parse (schemas/referrals.ts): trimmed and lower-cased when it
 * reads as a referral code, else undefined (never an error).
 */
export function readReferralCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim().toLowerCase();
  return REFERRAL_CODE.test(code) ? code : undefined;
}

/** For the twins' test: the copies of the schemas' constants. */
export const TWIN_CONSTANTS = { PAGE_TEXT_LIMITS: LIMITS, REFERRAL_CODE_PATTERN: REFERRAL_CODE };
