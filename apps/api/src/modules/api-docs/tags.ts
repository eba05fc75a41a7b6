/** The document's groups of operations, in the order the reference page shows them. */
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
      'The e-mail-first flow: a one-time code by e-mail, then a password (POST /init-user …).',
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
