import type { AdminPermission } from '@degreeworth/core';
import type { ErrorResponseName } from './error-examples';

/**
 * What the OpenAPI document says about each route beyond its schemas: its group, a summary,
 * who may call it (which token) and the errors its service is known to answer besides the ones
 * every route of its kind can answer (transform.ts derives those). Keyed "METHOD /path" with the
 * path as registered under /api/v1 (Fastify's `:param`). The document's test requires an entry
 * for every route, and a 401 without a token for every route that names a token here.
 */

export const TAGS = [
  { name: 'Health', description: 'Readiness and liveness of the server.' },
  {
    name: 'Accounts',
    description:
      'Sign-up, e-mail verification, sign-in (password or Google), password reset, sessions, the profile.',
  },
  {
    name: 'Students',
    description:
      'The e-mail-first flow of spec §7: a one-time code by e-mail, then a password (POST /init-user …).',
  },
  { name: 'Rankings', description: 'Colleges ranked by return on investment, and favorites.' },
  {
    name: 'Colleges',
    description: "A college's page, the calculator's typeahead and a college's calculator facts.",
  },
  {
    name: 'Scenarios',
    description:
      'Saved calculator scenarios (recomputed by the server), their PDF report and comments.',
  },
  {
    name: 'Payments',
    description:
      'Individual Pro purchases (Stripe, PayPal, Google Pay, Apple Pay through Braintree). A signed-in buyer sends a user token; a visitor sends an e-mail address.',
  },
  { name: 'Webhooks', description: "Payment providers' signed event notifications." },
  { name: 'Referrals', description: 'Refer and Earn.' },
  { name: 'Contact', description: 'The contact form.' },
  {
    name: 'Content',
    description: 'Public articles, testimonials, editable page texts and images.',
  },
  { name: 'Admin', description: 'The platform admin (/crm): an admin token, with permissions.' },
  {
    name: 'Institute',
    description:
      'The institute client: an institute token (the owner or a counselor), scoped by its institute.',
  },
  { name: 'API document', description: 'This document.' },
] as const;
export type Tag = (typeof TAGS)[number]['name'];

/**
 * Who may call a route. `user`, `admin`, `institute`: that token is required (401 without).
 * `optional-user`: anyone; a user token adds the user's view. `institute-owner`: the owner's
 * institute token (403 for a counselor). `institute-or-admin`: the owner's institute token, or an
 * admin token holding `permission`.
 */
export type Access =
  | 'public'
  | 'optional-user'
  | 'user'
  | 'admin'
  | 'institute'
  | 'institute-owner'
  | 'institute-or-admin';

export interface OperationDoc {
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** Admin routes: the permission needed (403 without it); 'full' for full admins only. */
  permission?: AdminPermission | 'full';
  /** Errors of the service beyond the derived ones (transform.ts). */
  errors?: ErrorResponseName[];
}

const op = (
  tag: Tag,
  access: Access,
  summary: string,
  more: Partial<Pick<OperationDoc, 'description' | 'permission' | 'errors'>> = {},
): OperationDoc => ({ tag, access, summary, ...more });

const admin = (
  permission: AdminPermission | 'full' | undefined,
  summary: string,
  more: Partial<Pick<OperationDoc, 'description' | 'errors'>> = {},
): OperationDoc => ({ tag: 'Admin', access: 'admin', summary, permission, ...more });

const LIMITED: ErrorResponseName[] = ['RateLimited'];
/** Payments: declined, already Pro, limits, the provider down, a method not set up (404). */
const PAID: ErrorResponseName[] = [
  'PaymentDeclined',
  'NotFound',
  'Conflict',
  'RateLimited',
  'BadGateway',
];
/** Apple Pay's preparatory calls: a method not set up, limits, the provider down. */
const PROVIDER: ErrorResponseName[] = ['NotFound', 'RateLimited', 'BadGateway'];

export const OPERATIONS: Record<string, OperationDoc> = {
  // Health and this document
  'GET /health': op('Health', 'public', 'Readiness', {
    description:
      '200 `{"status":"ok"}` once the database is migrated and the College Scorecard import is done. Before, 503 with `status` "starting" (the other calls answer 503 too) or "importing" (they answer, with the data of the previous import) and the import\'s progress. When an input the rankings need is missing or the last import failed, the 200 answer adds `data`: `{rankings: "ready"|"none"|"failed", missing: [{input, variable, required, message}], message}`.',
  }),
  'GET /health/live': op('Health', 'public', 'Liveness', {
    description:
      '200 `{"status":"alive"}` as soon as the process listens; with several API processes, `worker` names the one that answered.',
  }),
  'GET /openapi.json': op('API document', 'public', 'This OpenAPI 3.1 document', {
    description:
      'Generated from the route schemas on the first request; the reference page is /api/v1/docs.',
  }),

  // Contact
  'POST /contact-us': op('Contact', 'public', 'Send a message to the sales team', {
    description: 'Stored, then mailed to the sales address. At most 10 a minute per address.',
  }),

  // Accounts
  'POST /auth/signup': op('Accounts', 'public', 'Create an account', {
    description: 'Mails a link to verify the address; sign-in needs a verified address.',
    errors: LIMITED,
  }),
  'POST /auth/verify-email': op('Accounts', 'public', 'Verify the e-mail address', {
    description: 'The e-mail and token of the mailed link; answers a user token (signed in).',
    errors: LIMITED,
  }),
  'POST /auth/signin': op('Accounts', 'public', 'Sign in with e-mail and password', {
    description: 'Answers 201 with a user token, the Bearer token of the user calls.',
    errors: LIMITED,
  }),
  'POST /auth/forgot-password': op('Accounts', 'public', 'Mail a password reset code and link', {
    description: 'Answers the same whether or not an account exists for the address.',
    errors: LIMITED,
  }),
  'POST /auth/reset-password': op('Accounts', 'public', 'Set a new password with the mailed code', {
    errors: LIMITED,
  }),
  'POST /auth/google': op('Accounts', 'public', 'Sign in with Google', {
    description:
      "Google Identity Services' credential as `access_token`; 400 NOT_CONFIGURED when the server has no GOOGLE_CLIENT_ID.",
    errors: LIMITED,
  }),
  'POST /auth/adminLogin': op('Accounts', 'public', 'Platform admin sign-in', {
    description: 'Answers an admin token, the Bearer token of the /admin calls.',
    errors: LIMITED,
  }),
  'POST /auth/logout': op('Accounts', 'user', 'Sign out (ends this session)'),
  'POST /auth/sign-in-link': op('Accounts', 'user', 'Issue a sign-in link for another device', {
    description:
      'Answers 201 `{url, expires_in}`: a link that signs its reader in as this account once, within 10 minutes (600 s). A new link replaces the previous one. At most 5 an hour per account.',
    errors: LIMITED,
  }),
  'POST /auth/sign-in-link/exchange': op('Accounts', 'public', 'Sign in with a sign-in link', {
    description:
      'The `token` of a link from POST /auth/sign-in-link; answers 201 with a new user token and the account\'s `email`. A wrong, used or expired token, or any other token (a session token included), answers 400 "This sign-in link is invalid or has expired. Please sign in." and counts toward the address\'s limit of 30 refusals in 15 minutes; a disabled account answers 403.',
    errors: ['Forbidden', 'RateLimited'],
  }),
  'POST /auth/resend-verification': op('Accounts', 'user', 'Mail the verification link again', {
    errors: LIMITED,
  }),
  'GET /me': op('Accounts', 'user', 'The signed-in user'),
  'POST /user/profile/update': op('Accounts', 'user', 'Change the name and profile image', {
    description: 'Multipart form data: `name`, and an optional `image` (JPEG, PNG or WebP).',
    errors: LIMITED,
  }),
  'POST /user/password': op('Accounts', 'user', 'Change the password', {
    description: 'Ends the other sessions of the account.',
    errors: LIMITED,
  }),
  'GET /media/avatars/:file': op('Accounts', 'public', 'A profile image (WebP)'),
  'POST /me/institute/confirm': op('Accounts', 'user', 'Stay with the school that enrolled you', {
    description:
      'Records that the student saw which institute added the account and chose to stay (`institute.confirmed` of GET /me). 409 when the account is in no institute.',
    errors: ['Conflict'],
  }),
  'POST /me/institute/leave': op('Accounts', 'user', 'Leave the school that enrolled you', {
    description:
      "The account, its scenarios and their comments stay; the institute's owner and counselors no longer see them, and its seat is free. 409 when the account is in no institute.",
    errors: ['Conflict'],
  }),
  'POST /admin/logout': admin(undefined, 'Platform admin sign-out (ends this session)'),

  // Students (the e-mail-first flow: a code by e-mail, then a password)
  'POST /init-user': op('Students', 'public', 'Start with an e-mail address', {
    description: 'Mails a 6-digit code (new or unverified address), or asks for the password.',
    errors: LIMITED,
  }),
  'POST /resend-otp': op('Students', 'public', 'Mail the 6-digit code again', { errors: LIMITED }),
  'POST /verify-otp': op('Students', 'public', 'Check the 6-digit code', { errors: LIMITED }),
  'POST /login-user': op('Students', 'public', 'Sign in with e-mail and password', {
    errors: LIMITED,
  }),
  'POST /set-password': op('Students', 'public', 'Choose the password after the code', {
    errors: LIMITED,
  }),

  // Rankings
  'GET /rankings': op('Rankings', 'optional-user', 'Colleges ranked by net present value', {
    description:
      'Filters, sort and page in the query. With a user token, rows carry `is_favorite`, and Individual Pro users get the advanced filters.',
  }),
  'POST /rankings/universities': op('Rankings', 'user', 'Advanced ranking (filters in the body)', {
    description: 'Individual Pro: horizon, family income, control, name search, bounds.',
    errors: ['Forbidden'],
  }),
  'GET /rankings/favorites': op('Rankings', 'user', "The user's favorite colleges"),
  'POST /rankings/favorite': op('Rankings', 'user', 'Add a favorite', {
    errors: ['NotFound', 'Conflict'],
  }),
  'DELETE /rankings/unfavorite': op('Rankings', 'user', 'Remove a favorite', {
    description: 'A JSON body with a DELETE, as spec §7 has it.',
    errors: ['NotFound'],
  }),

  // Colleges and calculator
  'GET /universities/:id': op('Colleges', 'public', "A college's page data", {
    description: 'Newest ranked year unless `year` is given.',
  }),
  'GET /universities/search': op('Colleges', 'public', 'Find a college by name (typeahead)', {
    description:
      'Colleges of the newest data year whose name matches `q`, best first: the name starts with it (also after a leading "The", "University of", "College of": "dayton" finds University of Dayton), or it is the initials of the name ("mit") or of the name before its campus ("osu" finds Ohio State University-Main Campus); then a later word starts with it; then any other part. A typed-out word beats the start of a longer one. Within each, degree-granting colleges before certificate schools, main campuses before branches, colleges in `state` (the user\'s home state, a two-letter code or a name) first, then the larger by undergraduate enrollment, then the name. `limit` (1–50, default 10) colleges from `offset` (default 0); `has_more` says whether more match. Case, accents and punctuation are ignored, "&" matches "and", and "St."/"St" match "Saint" ("st johns" finds St. John\'s University).',
  }),
  'GET /universities/:id/calculator': op('Colleges', 'public', "A college's calculator facts"),
  'GET /calculator/reference': op('Colleges', 'public', 'Reference data every scenario shares', {
    description: 'CPI, state baselines (ACS), national majors and the data years.',
  }),

  // Scenarios, reports, comments
  'POST /scenario': op('Scenarios', 'user', 'Save a scenario', {
    description:
      'The payload the calculator form sends; the server recomputes every result. Free accounts keep 2 scenarios of 2 colleges each.',
    errors: ['Forbidden'],
  }),
  'GET /scenario': op('Scenarios', 'user', "The user's saved scenarios"),
  'GET /scenario/:id': op('Scenarios', 'user', 'One saved scenario with its results'),
  'PUT /scenario/:id': op('Scenarios', 'user', 'Replace a saved scenario', {
    errors: ['Forbidden'],
  }),
  'DELETE /scenario/:id': op('Scenarios', 'user', 'Delete a saved scenario'),
  'GET /scenario/:id/pdf': op('Scenarios', 'user', 'The PDF report of a scenario', {
    description: 'Individual Pro. Rendered inline (application/pdf).',
    errors: ['Forbidden', 'RateLimited'],
  }),
  'POST /scenario/:id/pdf/email': op('Scenarios', 'user', 'Mail the PDF report', {
    description: 'Individual Pro. Answers 202 "Check your email inbox"; the mail follows.',
    errors: ['Forbidden', 'RateLimited'],
  }),
  'GET /scenario/:id/comments': op('Scenarios', 'user', "A counselor's comments on the scenario"),

  // Payments and webhooks
  'POST /stripe/create-intent': op('Payments', 'optional-user', 'Stripe: create a payment intent', {
    errors: PAID,
  }),
  'POST /stripe/confirm-payment': op('Payments', 'optional-user', 'Stripe: confirm the payment', {
    errors: PAID,
  }),
  'POST /paypal/create-order': op('Payments', 'optional-user', 'PayPal: create an order', {
    errors: PAID,
  }),
  'POST /paypal/capture-order': op('Payments', 'optional-user', 'PayPal: capture the order', {
    errors: PAID,
  }),
  'POST /googlepay/payment': op('Payments', 'optional-user', 'Google Pay: pay with a token', {
    errors: PAID,
  }),
  'POST /braintree/client-token': op('Payments', 'optional-user', 'Braintree: a client token', {
    errors: PROVIDER,
  }),
  'POST /applepay/validate': op('Payments', 'optional-user', 'Apple Pay: merchant validation', {
    errors: PROVIDER,
  }),
  'POST /applepay/payment': op('Payments', 'optional-user', 'Apple Pay: pay with a nonce', {
    errors: PAID,
  }),
  'POST /webhooks/stripe': op('Webhooks', 'public', 'Stripe events', {
    description:
      'The exact bytes Stripe sent, checked with the `Stripe-Signature` header (400 otherwise). An event about a payment this server never made is acknowledged with outcome "unknown". 404 when Stripe is not set up on this server.',
    errors: ['NotFound'],
  }),
  'POST /webhooks/paypal': op('Webhooks', 'public', 'PayPal events', {
    description:
      "Checked with PayPal's verification call and the `PayPal-Transmission-*` headers (400 otherwise; 502 when PayPal cannot answer, so PayPal delivers it again). Deliveries are limited per sending address (429; PayPal delivers again).",
    errors: ['NotFound', 'RateLimited', 'BadGateway'],
  }),
  'POST /webhooks/braintree': op('Webhooks', 'public', 'Braintree notifications', {
    description:
      'The form Braintree posts (`bt_signature`, `bt_payload`), checked with its signature.',
    errors: ['NotFound'],
  }),

  // Referrals
  'GET /referral': op('Referrals', 'user', 'The referral link and what it earned', {
    errors: ['Forbidden'],
  }),

  // Public content
  'GET /resources': op('Content', 'public', 'Articles (category, search, page)'),
  'GET /resources/:id': op('Content', 'public', 'One article'),
  'GET /media/resources/:file': op('Content', 'public', "An article's image (WebP)"),
  'GET /testimonials': op('Content', 'public', 'Testimonials of the home page'),
  'GET /media/testimonials/:file': op('Content', 'public', 'A testimonial portrait (WebP)'),
  'GET /media/subscriptions/:file': op('Content', 'public', "An institute's logo (WebP)"),
  'GET /content/:page': op('Content', 'public', "An editable page's texts", {
    description: '`page`: home, rankings, resources or about. Stored texts over the defaults.',
  }),
  'GET /media/content/:file': op('Content', 'public', "An editable page's image (WebP)"),

  // Platform admin
  'GET /admin/me': admin(undefined, 'The signed-in admin and permissions'),
  'GET /admin/dashboard': admin(undefined, 'Dashboard figures'),
  'GET /admin/audit-log': admin('full', 'Audit log (full admins)'),
  'GET /admin/subadmins': admin('subadmins', 'Subadmins'),
  'POST /admin/subadmins': admin('subadmins', 'Add a subadmin', {
    description: 'Mails a link to choose the password.',
    errors: ['Conflict'],
  }),
  'POST /admin/subadmins/:id': admin('subadmins', "Change a subadmin's name or permissions"),
  'DELETE /admin/subadmins/:id': admin('subadmins', 'Delete a subadmin'),
  'GET /admin/users': admin('users', 'Users (search, page)'),
  'POST /admin/users/:id/disable': admin('users', 'Disable an account (ends its sessions)'),
  'POST /admin/users/:id/enable': admin('users', 'Enable an account'),
  'GET /admin/freeSubscriptionsUser': admin('free-subscription', 'Free Individual Pro grants'),
  'POST /admin/freeSubscriptionsUser': admin('free-subscription', 'Grant Individual Pro free', {
    errors: ['Conflict'],
  }),
  'POST /admin/freeSubscriptionsUser/:id': admin('free-subscription', "Change a grant's e-mail", {
    errors: ['Conflict'],
  }),
  'DELETE /admin/freeSubscriptionsUser/:id': admin('free-subscription', 'Remove a grant'),
  'GET /admin/adminResources': admin('resources', 'Articles (admin list)'),
  'GET /admin/adminResources/:id': admin('resources', 'One article (admin)'),
  'POST /admin/adminResources': admin('resources', 'Add an article', {
    description: 'Multipart form data: the fields and an `image` (required).',
  }),
  'POST /admin/adminResources/:id': admin('resources', 'Change an article', {
    description: 'Multipart form data: only the fields sent change; the image only when sent.',
  }),
  'DELETE /admin/adminResources/:id': admin('resources', 'Delete an article'),
  'GET /admin/adminTestimonial': admin('testimonials', 'Testimonials (admin list)'),
  'POST /admin/adminTestimonial': admin('testimonials', 'Add a testimonial', {
    description: 'Multipart form data: the fields and an `image` (required).',
  }),
  'POST /admin/adminTestimonial/:id': admin('testimonials', 'Change a testimonial', {
    description: 'Multipart form data: only the fields sent change; the image only when sent.',
  }),
  'DELETE /admin/adminTestimonial/:id': admin('testimonials', 'Delete a testimonial'),
  'GET /admin/subscriptions': admin('subscriptions', 'Institute subscriptions (search, status)'),
  'GET /admin/subscriptions/:id': admin('subscriptions', 'One institute subscription'),
  'POST /admin/subscriptions': admin('subscriptions', 'Add an institute subscription', {
    description:
      "Multipart form data: the fields and an optional `logo`. Mails the institute's admin an invitation.",
    errors: ['Conflict'],
  }),
  'POST /admin/subscriptions/:id': admin('subscriptions', 'Change an institute subscription', {
    description:
      'Multipart form data: only the fields sent change; the logo only when sent. Only a full admin may change `admin_email`.',
    errors: ['Conflict'],
  }),
  'DELETE /admin/subscriptions/:id': admin('subscriptions', 'Delete an institute subscription'),
  'POST /admin/subscriptions/:id/resend-invite': admin(
    'subscriptions',
    "Mail the institute admin's invitation again",
    { errors: LIMITED },
  ),
  'GET /admin/content/:page': admin('content', "An editable page's texts (admin)"),
  'POST /admin/content/:page': admin('content', "Change an editable page's texts", {
    description:
      "Any part of the page's texts (what is sent replaces what was stored); unknown keys are refused.",
  }),
  'POST /admin/content/:page/image': admin('content', "Replace an editable page's image", {
    description: 'Multipart form data: an `image` file part.',
  }),
  'DELETE /admin/content/:page/image': admin('content', "Remove an editable page's image"),

  // Institute client (two paths spell it "insitute" on purpose: the clients call them so)
  'POST /login-insitute': op('Institute', 'public', 'Institute sign-in', {
    description: 'Answers an institute token. The path is spelled as spec §7 has it.',
    errors: LIMITED,
  }),
  'POST /set-password-insitute': op('Institute', 'public', 'Choose the password after the invite', {
    description:
      'The e-mail and the one-time password of the invitation. Spelled as spec §7 has it.',
    errors: LIMITED,
  }),
  'POST /institute/update-password': op('Institute', 'institute', 'Change the password', {
    errors: LIMITED,
  }),
  'POST /institute/logout': op('Institute', 'institute', 'Sign out (ends this session)'),
  'GET /institute/me': op('Institute', 'institute', 'The signed-in institute admin'),
  'GET /institute/dashboard': op('Institute', 'institute', "The institute's dashboard figures"),
  'GET /institute/instituteUsers': op('Institute', 'institute', "The institute's students"),
  'POST /institute/instituteUsers': op('Institute', 'institute-owner', 'Add a student', {
    errors: ['Conflict'],
  }),
  'POST /institute/instituteUsers/import': op('Institute', 'institute-owner', 'Import students', {
    description:
      'Multipart form data: a CSV `file` with the header row "name,email". All rows or none: a file with row errors answers 400 IMPORT_FAILED listing them.',
    errors: ['Conflict'],
  }),
  'DELETE /institute/instituteUsers/:id': op('Institute', 'institute-owner', 'Remove a student'),
  'GET /institute/instituteUsers/:id/scenarios': op(
    'Institute',
    'institute',
    "A student's scenarios",
  ),
  'GET /institute/scenarios/:id': op('Institute', 'institute', "A student's scenario"),
  'GET /institute/scenarios/:id/pdf': op('Institute', 'institute', "A student's PDF report", {
    errors: LIMITED,
  }),
  'POST /institute/scenarios/:id/comments': op('Institute', 'institute', 'Comment on a scenario', {
    errors: LIMITED,
  }),
  'DELETE /institute/comments/:id': op('Institute', 'institute', 'Delete a comment', {
    errors: ['Forbidden'],
  }),
  'GET /institute/report.csv': op('Institute', 'institute', 'Class report (CSV)'),
  'GET /institute/sub-users': op('Institute', 'institute-or-admin', 'Counselors', {
    description:
      'The owner\'s institute token, or an admin token with the "subscriptions" permission naming `subscription_id`.',
  }),
  'POST /institute/sub-users': op('Institute', 'institute-or-admin', 'Add a counselor', {
    description: 'Only the owner or a full admin may add a counselor.',
    errors: ['Forbidden', 'Conflict'],
  }),
  'POST /institute/sub-users/:id': op('Institute', 'institute-or-admin', 'Change a counselor', {
    description: "Only the owner or a full admin may change a counselor's `email`.",
    errors: ['Forbidden', 'Conflict'],
  }),
  'DELETE /institute/sub-users/:id': op('Institute', 'institute-or-admin', 'Remove a counselor'),
};
