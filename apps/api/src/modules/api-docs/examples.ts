import { z } from 'zod';
import {
  PAGE_CONTENT_INPUT_SCHEMAS,
  PAGE_KEYS,
  PRICE_DISPLAY,
  ResourceFieldsSchema,
  ResourceUpdateFieldsSchema,
  type ScenarioInput,
  SubscriptionFieldsSchema,
  SubscriptionUpdateFieldsSchema,
  TestimonialFieldsSchema,
  TestimonialUpdateFieldsSchema,
} from '@degreeworth/core';

/**
 * Request examples of the OpenAPI document, keyed like operations.ts ("METHOD /path" under
 * /api/v1). The document's test checks each JSON example against its route's own zod body
 * schema, and each form example against the schema the route reads its fields with.
 */

const STUDENT = 'jordan.lee@example.com';
const SCHOOL_ADMIN = 'counselor@lincoln-high.example';
const PASSWORD = 'correct horse 7';
const NEW_PASSWORD = 'battery staple 9';
const passwords = {
  current_password: PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
};
/** A token as the server makes them (32 random bytes, base64url). */
const LINK_TOKEN = 'q3Zb1n8T0yF5mWc2VdXh7LpR4sA9eGu6jNiYoQxBzEk';

/**
 * A scenario as the calculator form sends it: a student from Alabama comparing two real
 * colleges of the imported College Scorecard data (UNITIDs), with the cost of attendance the
 * calculator fills in from each college's newest data (the test checks both against the API).
 */
export const SCENARIO_EXAMPLE: ScenarioInput = {
  name: 'Fall 2027 shortlist: MIT or Alabama',
  home_state: 'AL',
  // The family-income band whose typical grant aid the form prefilled (then edited here).
  family_income: '48-75k',
  colleges: [
    {
      university_id: 166683, // Massachusetts Institute of Technology
      residency: 'out_of_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: '14', // Engineering (CIP family 14)
      cost_of_attendance: 73_720,
      grants: 52_000,
      scholarships: 0,
      family_contribution: 12_000,
      savings: 4_000,
      loans_per_year: 5_500,
      interest_rate: 6.39,
      loan_term: 'standard',
      starting_salary: null,
    },
    {
      university_id: 100751, // The University of Alabama
      residency: 'in_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: '14',
      cost_of_attendance: 35_945,
      grants: 4_000,
      scholarships: 6_500,
      family_contribution: 8_000,
      savings: 2_000,
      loans_per_year: 5_500,
      interest_rate: 6.39,
      loan_term: 10,
      starting_salary: 68_000,
    },
  ],
  assumptions: { discount_rate: 3, salary_growth: 1, tax_rate: 10, baseline_earnings: null },
};

/** JSON request bodies. */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  'POST /contact-us': {
    name: 'Maria Garcia',
    email: 'maria.garcia@example.com',
    message: 'Do you offer a plan for a counseling office of six at Lincoln High School?',
    contact_type: 3,
  },
  'POST /auth/signup': {
    name: 'Jordan Lee',
    email: STUDENT,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  },
  'POST /auth/verify-email': { email: STUDENT, token: LINK_TOKEN },
  'POST /auth/signin': { email: STUDENT, password: PASSWORD },
  'POST /auth/sign-in-link/exchange': { token: LINK_TOKEN },
  'POST /auth/forgot-password': { email: STUDENT },
  'POST /auth/reset-password': {
    email: STUDENT,
    verificationCode: '482913',
    password: NEW_PASSWORD,
  },
  'POST /auth/google': {
    access_token:
      'eyJhbGciOiJSUzI1NiIsImtpZCI6IjFmNDBmMGE4ZWYzZDg4MDk3OGRjODJmMjVjM2VjMzE3YzZhNWI3ODEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJlbWFpbCI6ImpvcmRhbi5sZWVAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl',
  },
  'POST /auth/adminLogin': { email: 'admin@degreeworth.example', password: 'admin-pass-12' },
  'POST /init-user': { email: 'ava.johnson@lincoln-high.example' },
  'POST /resend-otp': { email: 'ava.johnson@lincoln-high.example' },
  'POST /verify-otp': { email: 'ava.johnson@lincoln-high.example', code: '482913' },
  'POST /login-user': { email: 'ava.johnson@lincoln-high.example', password: PASSWORD },
  'POST /set-password': {
    email: 'ava.johnson@lincoln-high.example',
    new_password: PASSWORD,
    confirm_password: PASSWORD,
    ticket: LINK_TOKEN,
  },
  'POST /user/password': passwords,
  'POST /rankings/universities': {
    year: 2023,
    type: 'bachelors',
    state: 'OH',
    control: ['public', 'private_nonprofit'],
    horizon: 20,
    income: '48-75k',
    sort: 'npv',
    direction: 'desc',
    min: { completion_rate: 0.6 },
    page: 1,
    per_page: 20,
  },
  'POST /rankings/favorite': { university_id: 166683, type: 'bachelors' },
  'DELETE /rankings/unfavorite': { university_id: 166683, type: 'bachelors' },
  'POST /scenario': SCENARIO_EXAMPLE,
  'PUT /scenario/:id': { ...SCENARIO_EXAMPLE, name: 'Fall 2027 shortlist, with the grant offer' },
  'POST /institute/scenarios/:id/comments': {
    body: "Good shortlist. Compare Alabama's net price with your grant offer before May 1.",
  },
  'POST /admin/freeSubscriptionsUser': { email: STUDENT },
  'POST /admin/freeSubscriptionsUser/:id': { email: 'jordan.lee@school.example' },
  'POST /stripe/create-intent': { amount: PRICE_DISPLAY, email: STUDENT },
  'POST /stripe/confirm-payment': {
    paymentIntentId: 'pi_3PqR8sL2kXyZ1a0B1cD2eF3g',
    email: STUDENT,
  },
  'POST /paypal/create-order': { amount: PRICE_DISPLAY, email: STUDENT },
  'POST /paypal/capture-order': { orderId: '5O190127TN364715T', email: STUDENT },
  'POST /googlepay/payment': {
    token: '{"id":"tok_1PqR8sL2kXyZ1a0BcD2eF3gH","object":"token","type":"card"}',
    amount: PRICE_DISPLAY,
    email: STUDENT,
  },
  'POST /applepay/validate': {
    validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
  },
  'POST /applepay/payment': {
    paymentMethodNonce: 'tokencc_bh_7fz8kq_2vx3yw_9hjm4p_4tq8r2_xm5',
    amount: 2500,
    currency: 'USD',
    email: STUDENT,
  },
  'POST /admin/subadmins': {
    name: 'Priya Shah',
    email: 'priya.shah@degreeworth.example',
    permissions: ['resources', 'testimonials'],
  },
  'POST /admin/subadmins/:id': {
    name: 'Priya Shah',
    permissions: ['resources', 'testimonials', 'content'],
  },
  'POST /admin/content/:page': {
    title: 'College rankings by return on investment',
    intro: 'Every college ranked by what it costs against what its graduates earn.',
  },
  'POST /login-insitute': { email: SCHOOL_ADMIN, password: 'school-admin-pass-1' },
  'POST /set-password-insitute': {
    email: SCHOOL_ADMIN,
    dummyPassword: 'Xk29fQw81LmZ',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  },
  'POST /institute/update-password': passwords,
  'POST /institute/instituteUsers': {
    name: 'Ava Johnson',
    email: 'ava.johnson@lincoln-high.example',
  },
  'POST /institute/sub-users': { name: 'Daniel Kim', email: 'daniel.kim@lincoln-high.example' },
  'POST /institute/sub-users/:id': { name: 'Daniel Kim-Park' },
};

/**
 * Routes whose zod body schema accepts more than the service does: the schema the document shows
 * (and the test checks the example with). POST /admin/content/{page} takes any JSON and checks
 * it with the page's own schema.
 */
export const DOCUMENTED_BODY_SCHEMAS: Record<string, z.ZodType> = {
  'POST /admin/content/:page': z.union(PAGE_KEYS.map((page) => PAGE_CONTENT_INPUT_SCHEMAS[page])),
};
/** The page the POST /admin/content/{page} example is for. */
export const CONTENT_EXAMPLE_PAGE = 'rankings';

/** A multipart form: text fields checked with `fields`, and at most one file part. */
export interface FormBody {
  fields: z.ZodType;
  /** Fields the schema reads only to refuse them (never sent by a client). */
  hidden?: string[];
  file?: { name: string; required: boolean; description: string; mediaType: string };
  example: Record<string, string>;
}

const image = (required: boolean) => ({
  name: 'image',
  required,
  mediaType: 'image/jpeg, image/png, image/webp',
  description: 'JPEG, PNG or WebP, at most 5 MB; stored as WebP.',
});

const ARTICLE = {
  title: "Reading a college's net price",
  category: 'Paying for college',
  sub_category: 'Financial aid',
  description:
    '<p>The net price is what a family pays after grants and scholarships. Compare it, not the sticker price.</p>',
};

export const FORM_BODIES: Record<string, FormBody> = {
  'POST /user/profile/update': {
    // Mirrors users/profile-form.ts (the route reads the name itself).
    fields: z.object({ name: z.string().trim().min(1).max(100) }),
    file: image(false),
    example: { name: 'Jordan Lee' },
  },
  'POST /admin/adminResources': {
    fields: ResourceFieldsSchema,
    file: image(true),
    example: ARTICLE,
  },
  'POST /admin/adminResources/:id': {
    fields: ResourceUpdateFieldsSchema,
    file: image(false),
    example: { title: ARTICLE.title, sub_category: 'Grants and scholarships' },
  },
  'POST /admin/adminTestimonial': {
    fields: TestimonialFieldsSchema,
    file: image(true),
    example: {
      name: 'Maria Garcia',
      testimonial: 'Seeing the twenty-year value side by side changed our shortlist.',
      designation: 'Parent, Columbus, OH',
    },
  },
  'POST /admin/adminTestimonial/:id': {
    fields: TestimonialUpdateFieldsSchema,
    file: image(false),
    example: { designation: 'Parent of a 2027 graduate' },
  },
  'POST /admin/subscriptions': {
    fields: SubscriptionFieldsSchema,
    hidden: ['status'],
    file: { ...image(false), name: 'logo' },
    example: {
      name: 'Lincoln High School',
      admin_email: SCHOOL_ADMIN,
      seats: '120',
      start_date: '2026-08-15',
      end_date: '2027-06-30',
    },
  },
  'POST /admin/subscriptions/:id': {
    fields: SubscriptionUpdateFieldsSchema,
    hidden: ['status'],
    file: { ...image(false), name: 'logo' },
    example: { seats: '150', end_date: '2027-07-31' },
  },
  'POST /admin/content/:page/image': {
    fields: z.object({}),
    file: image(true),
    example: {},
  },
  'POST /institute/instituteUsers/import': {
    fields: z.object({}),
    file: {
      name: 'file',
      required: true,
      mediaType: 'text/csv',
      description: 'CSV (UTF-8) with the header row "name,email"; at most 256 KB.',
    },
    example: {},
  },
};

/** Bodies read as raw bytes (webhooks: their signatures cover the exact bytes). */
export interface RawBody {
  mediaType: string;
  description: string;
  headers?: Record<string, string>;
  example: Record<string, unknown>;
}

export const RAW_BODIES: Record<string, RawBody> = {
  'POST /webhooks/stripe': {
    mediaType: 'application/json',
    description: 'A Stripe event (payment_intent.*, charge.refunded, charge.dispute.*).',
    headers: { 'stripe-signature': "Stripe's signature of the exact body and its timestamp." },
    example: {
      id: 'evt_3PqR8sL2kXyZ1a0B0aB1cD2e',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1767225600,
      data: {
        object: {
          id: 'pi_3PqR8sL2kXyZ1a0B1cD2eF3g',
          object: 'payment_intent',
          amount: 2500,
          currency: 'usd',
          status: 'succeeded',
        },
      },
    },
  },
  'POST /webhooks/paypal': {
    mediaType: 'application/json',
    description: 'A PayPal event (PAYMENT.CAPTURE.*, CUSTOMER.DISPUTE.*).',
    headers: {
      'paypal-transmission-id': "PayPal's id of this delivery.",
      'paypal-transmission-time': 'When PayPal sent it.',
      'paypal-transmission-sig': "PayPal's signature.",
      'paypal-cert-url': "The certificate PayPal's signature is checked with.",
      'paypal-auth-algo': 'The signature algorithm.',
    },
    example: {
      id: 'WH-58D329510W468432D-8HN650336L201105X',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: '2GG279541U471931P',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: PRICE_DISPLAY },
        supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
      },
    },
  },
  'POST /webhooks/braintree': {
    mediaType: 'application/x-www-form-urlencoded',
    description: "Braintree's notification form: its signature and the payload (base64 XML).",
    example: {
      bt_signature: 'h6wnz5kyt4pbn2zq|9c7f4e1a0b5d3c2e8f6a4b1d7e9c0f2a5b3d8e1c',
      bt_payload:
        'PG5vdGlmaWNhdGlvbj48a2luZD50cmFuc2FjdGlvbl9zZXR0bGVkPC9raW5kPjwvbm90aWZpY2F0aW9uPg==',
    },
  },
};
