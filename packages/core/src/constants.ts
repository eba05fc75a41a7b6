/**
 * Business constants and limits of the product. Every number the product
 * fixes lives here once; the web and the API import it from `@degreeworth/core`.
 */

export const PRODUCT_NAME = 'DegreeWorth';

/** Individual Pro: one-time lifetime purchase. */
export const PRICE_USD = 25;
export const PRICE_ORIGINAL_USD = 50;
/** Device wallet amount in minor units, shown as 25.00. */
export const PRICE_MINOR_UNITS = 2500;
export const PRICE_DISPLAY = '25.00';
export const CURRENCY = 'USD';
export const COUNTRY = 'US';

/** One-time codes: 6 digits, valid 10 minutes. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;

/**
 * Number inputs: non-negative, at most 2 decimals, upper bound 1e14.
 * The product's message for the bound says "1,000,000,000" while the bound itself is
 * 1e14; the two disagree. We keep both as the product states them, the message word for
 * word (see NUMBER_TOO_LARGE in validation/messages.ts).
 */
export const NUMBER_INPUT_MAX = 1e14;
export const NUMBER_INPUT_MAX_DECIMALS = 2;

/** Navbar gets a shadow after this many pixels of scroll. */
export const NAVBAR_SHADOW_THRESHOLD_PX = 40;

/** Social sign-in button heights in px. */
export const SOCIAL_BUTTON_SIZES = { large: 40, medium: 32, small: 20 } as const;
export type SocialButtonSize = keyof typeof SOCIAL_BUTTON_SIZES;

/** Toast timings in ms; position top-right. */
export const TOAST_POSITION = 'top-right';
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_ERROR_MS = 5000;
export const TOAST_ADMIN_MS = 1000;

/** Contact form: contact_type 3 initially, 2 after a reset. */
export const CONTACT_TYPE_DEFAULT = 3;
export const CONTACT_TYPE_AFTER_RESET = 2;
export const CONTACT_RESPONSE_PROMISE = 'We will get back to you within 1 hour.';
/** The API's answer to a message sent through the contact form or widget. */
export const CONTACT_SUCCESS_MESSAGE = `Thank you for contacting ${PRODUCT_NAME}! ${CONTACT_RESPONSE_PROMISE}`;

/** Special values: the base plan's id, a granted plan's transaction id, the admin flag. */
export const BASE_PLAN_SUBSCRIPTION_ID = 1;
export const FREE_SUBSCRIPTION_TRANSACTION_ID = 'free_subscription';
export const ADMIN_FLAG = 1;
/**
 * The student login flow's statuses, also the first segment of a student login link
 * (/{mailStatus}/{mail}/{dummyPassword}).
 */
export const STUDENT_STATUSES = ['is_new', 'verify', 'create_password'] as const;
/** institute_status is the string "false" for users not attached to an institute. */
export const INDIVIDUAL_INSTITUTE_STATUS = 'false';

/** Footer copyright year. */
export const COPYRIGHT_YEAR = 2025;

/** SEO defaults. */
export const DEFAULT_PAGE_TITLE = PRODUCT_NAME;
export const DEFAULT_SEO_KEYWORDS =
  'college ROI, college rankings, return on investment, student loans, net price, college cost calculator, scholarships, majors';
export const ROBOTS_INDEX = 'index,follow';
export const ROBOTS_NOINDEX = 'noindex,nofollow';

/** Local storage keys of the three auth tokens. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  adminAuthToken: 'adminAuthToken',
  instituteAdminAuthToken: 'instituteAdminAuthToken',
  email: 'email',
  phone: 'phone',
} as const;

/** API base path. */
export const API_BASE_PATH = '/api/v1';

/**
 * The languages of what students and families see: English, whose texts the product
 * specification fixes, and Spanish. Admin and school screens stay English.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);
