/** Texts of the home page's testimonials section. */
export const TEXTS = {
  testimonialsHeading: 'What students and counselors say',
} as const;
