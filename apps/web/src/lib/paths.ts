/**
 * Href builders for every route (the patterns themselves live in app/router.tsx).
 * Lives in lib/ so features may import it (they never import app/). Dynamic segments are encoded.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  /** Home without the pricing modal (every other single segment opens it). */
  homeNoModal: '/home',
  pricing: '/pricing',
  studentLogin: (mailStatus: string, mail: string, dummyPassword: string) =>
    `/${seg(mailStatus)}/${seg(mail)}/${seg(dummyPassword)}`,
  rankings: '/rankings',
  rankingsMethod: '/rankings/method',
  college: (id: string | number) => `/rankings/college/${seg(id)}`,
  programRankings: '/rankings/programs',
  /** Programs side by side; `programs` is core's comparedProgramsParam of the list. */
  comparePrograms: (programs?: string) =>
    programs
      ? `/rankings/programs/compare?programs=${seg(programs)}`
      : '/rankings/programs/compare',
  collegeSelection: '/collegeSelection',
  editScenario: (id: string | number) => `/editscenario/${seg(id)}`,
  /** A scenario shared read-only (the API gives the whole link; this is its route). */
  sharedScenario: (token: string) => `/shared/${seg(token)}`,
  results: (id?: string | number) =>
    id === undefined ? '/collegeSelection/results' : `/collegeSelection/results/${seg(id)}`,
  contact: '/contact',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  accessibility: '/accessibility',
  resources: '/resources',
  resource: (id: string | number) => `/resources/${seg(id)}`,
  referral: '/referral',
  profile: '/profile',
  forgot: '/forgot',
  verification: (email: string) => `/verification/${seg(email)}`,
  emailVerify: (email: string, token: string) => `/emailverify/${seg(email)}/${seg(token)}`,
  resetPassword: (email: string, token: string) => `/forgot/${seg(email)}/${seg(token)}`,
  crm: {
    login: '/crm',
    dashboard: '/crm/dashboard',
    testimonials: '/crm/testimonials',
    resources: '/crm/resources',
    resource: (id: string | number) => `/crm/resources/${seg(id)}`,
    subscriptions: '/crm/subscriptions',
    users: '/crm/users',
    freeSubscription: '/crm/free-subscription',
    subadmins: '/crm/subadmins',
    home: '/crm/home',
    rankings: '/crm/rankings',
    resourcesContent: '/crm/resources-content',
    about: '/crm/about',
    privacy: '/crm/privacy',
    terms: '/crm/terms',
    accessibility: '/crm/accessibility',
  },
  institute: {
    login: '/institute/admin',
    confirmSubscription: (dummyPassword: string, mail: string) =>
      `/confirm-subscription/${seg(dummyPassword)}/${seg(mail)}`,
    dashboard: (institute: string) => `/${seg(institute)}/admin/dashboard`,
    users: (institute: string) => `/${seg(institute)}/admin/users`,
    student: (institute: string, id: string) => `/${seg(institute)}/admin/users/${seg(id)}`,
    scenario: (institute: string, id: string) => `/${seg(institute)}/admin/scenarios/${seg(id)}`,
    subadmins: (institute: string) => `/${seg(institute)}/admin/subadmins`,
    updatePassword: (institute: string) => `/${seg(institute)}/admin/update-password`,
    /** The same /{institute}/admin/... page under another institute segment. */
    rescoped: (pathname: string, institute: string) =>
      pathname.replace(/^\/[^/]*/, `/${seg(institute)}`),
  },
} as const;
