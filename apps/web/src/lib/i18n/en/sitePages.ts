/**
 * The fixed texts of the home, about and legal pages: what sits around the texts an admin edits
 * at /crm (those come from GET /content/{page}, in the language shown).
 */
export const sitePages = {
  testimonialsHeading: 'What students and counselors say',
  aboutSeoTitle: 'About Us',
  privacySeoTitle: 'Privacy Policy',
  termsSeoTitle: 'Terms of Service',
  accessibilitySeoTitle: 'Accessibility',
  /** <contact> is the link to the contact page, <email> the mail link. */
  legalQuestions:
    'Questions about this page? <contact>Contact us</contact> or write to <email>{{email}}</email>.',
} as const;
