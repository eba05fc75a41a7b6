import { PRODUCT_NAME } from '../constants';

/**
 * Today's texts of the public pages the admin can edit (/crm/home, /crm/rankings,
 * /crm/resources-content, /crm/about), word for word as the pages showed
 * them before they became editable. GET /content/{page} answers what an admin stored merged over
 * these, so a page never breaks when nothing (or only part) is stored; the web uses the same
 * values while the call loads or when it fails. This module is in the first bundle: the legal
 * pages' long texts are in legal-page-defaults.ts, and pageContentDefaults (page-content-merge.ts)
 * reads either.
 */
export const PAGE_CONTENT_DEFAULTS = {
  home: {
    hero: {
      eyebrow: 'College return on investment',
      title: 'Know what a college is worth before you commit to it.',
      text: 'Tuition is only half the story. See how your college choice, scholarships, loans and major shape your money after graduation, and compare options side by side.',
      primary_button: 'Calculate your college ROI',
      secondary_button: 'Explore the rankings',
    },
    how: {
      heading: `How ${PRODUCT_NAME} helps`,
      calculator: {
        title: 'Your scenario, your numbers',
        text: 'Enter the colleges you are considering, the aid and scholarships you expect, your loans and your intended major. The calculator weighs what you pay against what graduates earn, so each choice comes down to money you can compare.',
        link_label: 'Start a scenario',
      },
      rankings: {
        title: 'Rankings built on return, not reputation',
        text: 'Sort colleges by return on investment, computed from the U.S. Department of Education College Scorecard: net price, completion, debt and earnings after enrollment, all in constant dollars.',
        link_label: 'See the rankings',
      },
      resources: {
        title: 'Guides for families and counselors',
        text: 'Articles on choosing and paying for college, written for students, families and counselors.',
        link_label: 'Read the resources',
      },
    },
    schools: {
      heading: 'For high schools and districts',
      text: "Give every student access to the calculator, resources and rankings, and let guidance counselors coach on their students' scenarios from one admin area.",
      button: 'Book a demo for your school',
    },
  },
  rankings: {
    title: 'University rankings',
    intro:
      'Colleges ranked by what they are worth in money: the earnings gain over a high-school graduate, minus the net price, from College Scorecard data.',
    how_we_rank: 'How we rank',
  },
  resources: {
    title: 'Resources',
    intro: 'Articles on choosing and paying for college, for students, families and counselors.',
    empty_title: 'No articles yet',
    empty_text: 'New articles will be listed here once they are published.',
  },
  about: {
    title: `About ${PRODUCT_NAME}`,
    intro:
      'A college choice is one of the largest financial decisions a young person makes. We make its money side visible.',
    mission: {
      title: 'Our mission',
      text: `${PRODUCT_NAME} helps students, counselors and schools see how college choice, scholarships and major affect finances after graduation, so a big decision rests on numbers rather than guesswork.`,
    },
    method: {
      title: 'How we measure value',
      text: 'We start from public data: the U.S. Department of Education College Scorecard for net price, completion, debt and earnings, and the consumer price index to put every amount in the same year’s dollars. Where data is missing, we say so instead of filling the gap with a guess.',
    },
    who: {
      title: 'Who it is for',
      text: 'Students and families comparing offers, counselors coaching their students through the choice, and high schools and districts that want every student to have the same tools.',
    },
  },
} as const;
