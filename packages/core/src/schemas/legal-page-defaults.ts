import { PRODUCT_NAME } from '../constants';

/*
 * Default texts of the legal pages the footer links (/privacy, /terms, /accessibility), editable at
 * /crm/privacy, /crm/terms and /crm/accessibility. Apart from page-content-defaults.ts because they
 * are long and the first page never shows them: that module is in the first bundle, this one loads
 * with the legal pages and the admin's editor only.
 *
 * The facts come from docs/privacy.md (tables, who sees what, how long it stays, the profile's
 * "Your data") and docs/accessibility.md (what is tested): change the texts when those change.
 */

const UPDATED = 'Last updated: November 30, 2026';

export const LEGAL_PAGE_DEFAULTS = {
  privacy: {
    title: 'Privacy Policy',
    updated: UPDATED,
    intro: `${PRODUCT_NAME} helps students, families, counselors and schools see what a college choice means for money after graduation. This page says what personal data we keep, why, for how long, who can see it, and how you can get a copy or delete it.`,
    sections: {
      collect: {
        title: 'What we collect and why',
        text: 'Your account: name, e-mail address, your password stored only as a one-way hash, a profile picture if you add one, your school if a school enrolled you, your plan, and your Google account id if you sign in with Google. We need these to sign you in and to give you what you are entitled to.\nWhat you type into the calculator: colleges, costs, aid, loans, earnings and assumptions, saved as your scenarios, plus the colleges you mark as favorites and comments between you and your counselors. We keep them so you can come back to them.\nWhen each of your sign-ins started and was last used, so sessions can be ended and checked.\nPayments: the provider, amount, status, your e-mail address and the provider’s record of the payment. Card details go straight to the payment provider; we never see or store a card number. If you refer others, the rewards you earn.\nMessages you send through the contact form, with your name and e-mail address, so we can answer.',
      },
      keep: {
        title: 'How long we keep it',
        text: 'Your account, scenarios, favorites, comments and sign-in records stay until you delete them or your account. Deleting the account removes all of them at once and ends every session.\nPayment records are kept after an account is deleted, because tax and accounting law requires it. They hold no scenario or profile data, and the link to the deleted account is removed.\nContact messages are not tied to an account: they stay until we delete them.\nE-mails we send are removed from our system 7 days after they are delivered.\nA record of what our administrators change is kept, as an account of their actions.',
      },
      access: {
        title: 'Who sees it',
        text: 'You see everything in your account.\nA school sees only the students it has enrolled, and only while they are its students: their name, e-mail address and activity, and their scenarios, on which its counselors may comment. If you already had an account of your own, a school sees it only after you accept its invitation, and you can leave a school at any time (in your profile, under School).\nOur own administrators see names, e-mail addresses, plans, account status, payments and contact messages, to run the service and answer requests.\nIf you share a scenario with a link, anyone who has the link sees that scenario, what you typed and its results, but not your name, your e-mail address or its comments, until you stop sharing it.\nThe payment provider you choose sees the payment it handles, and the mail service that delivers our e-mails sees their address and content. Nobody else sees your data.',
      },
      children: {
        title: 'Children under 13',
        text: `Children under 13 may use ${PRODUCT_NAME} only through their school, which creates their account. They should not sign up on their own. If you believe a child under 13 has an account without a school, tell us through the contact page and we will disable it.`,
      },
      selling: {
        title: 'No selling, no advertising',
        text: 'We do not sell or rent personal data, and we show no advertising. No analytics or advertising scripts are loaded. The only scripts from other companies are the payment providers’ (in the payment dialog) and Google’s sign-in (on the Google button of the login dialog).',
      },
      your_data: {
        title: 'Get a copy or delete your account',
        text: 'Signed in, open your profile and its "Your data" section.\nDownload my data gives you one file with your account details, every saved scenario with what you typed and its comments, the links of the scenarios you share, your favorites, payments, referral rewards and sign-ins. It never includes a password, a code or a sign-in token.\nDelete account removes your account and everything tied to it at once, after you type your e-mail address again (and your password, if your account has one). Payment records stay, as described above.',
      },
      contact: {
        title: 'Questions and changes',
        text: 'Questions about your data: write to us through the contact page, or to the e-mail address shown at the foot of every page. When this policy changes, we change the date at the top of this page.',
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    updated: UPDATED,
    intro: `These terms apply when you use ${PRODUCT_NAME}, with or without an account. By using it, you accept them.`,
    sections: {
      service: {
        title: `What ${PRODUCT_NAME} is`,
        text: `${PRODUCT_NAME} estimates what a college may be worth in money: what it costs against what its graduates earn. The figures come from public data, mainly the U.S. Department of Education College Scorecard, and from what you type in. They are estimates to help you compare options. They are not financial, legal or tax advice, and not a promise of what you will pay or earn. Check prices and aid with each college, and ask a qualified adviser before a large decision.`,
      },
      accounts: {
        title: 'Your account',
        text: 'Use an e-mail address you can read: we send it codes and links to prove it is yours. Keep your password to yourself; what is done with your account is your responsibility. A school may create accounts for its students. You can delete your account at any time from your profile. We may disable an account that breaks these terms.',
      },
      pro: {
        title: 'Individual Pro',
        text: 'Individual Pro is a one-time payment at the price shown in the pricing dialog, not a subscription: nothing renews and you are not charged again. It gives your account unlimited use of the calculator for your own scenarios, the full sortable rankings, and PDF reports sent to your e-mail address. The payment is handled by the provider you choose; we never see your card number. If the payment is refunded in full or reversed, Individual Pro ends. Deleting your account ends it too.',
      },
      schools: {
        title: 'School plans',
        text: 'A school or district plan gives its enrolled students full access for the dates and number of seats agreed with us, and gives the school’s administrators and counselors an area to manage their students, see their scenarios and comment on them. The school is responsible for having the right to enroll its students. When the plan ends, full access ends with it; the students’ accounts stay theirs.',
      },
      use: {
        title: 'Acceptable use',
        text: 'Use the service for your own college planning or to coach your students. Do not try to reach accounts or data that are not yours, do not overload or copy the service by automated means, and do not put unlawful, abusive or misleading content in names, comments or messages. Accounts that do may be disabled.',
      },
      changes: {
        title: 'Changes',
        text: 'We improve the service over time and may change or remove features. When these terms change, we change the date at the top of this page; using the service after that means you accept the new terms. Questions: write to us through the contact page.',
      },
    },
  },
  accessibility: {
    title: 'Accessibility statement',
    updated: UPDATED,
    intro: `We want everyone to be able to compare colleges with ${PRODUCT_NAME}, on any screen and with the tools they use to read and move around the web.`,
    sections: {
      goal: {
        title: 'Our goal',
        text: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2 at level AA on every public page.',
      },
      testing: {
        title: 'How we test',
        text: 'Our browser tests check every public screen with axe-core: every public page, the login, sign-up, pricing and contact dialogs and the offline screen, at desktop size and at phone width (375 pixels). A serious or critical problem fails the tests.\nWe also measure the home page, the rankings, a college page and the calculator with Lighthouse, on its phone and desktop settings; each scored 100 for accessibility in our last measurement (November 2026).\nAutomated checks do not find every problem, so we also fix what people report.',
      },
      features: {
        title: 'What helps',
        text: 'After each page change, keyboard focus moves to the page’s main heading, and the focus ring shows when you use the keyboard. The calculator’s charts can be read with the keyboard (Tab to a chart, then the arrow keys, Page Up and Page Down, Home and End), and the college page shows its charts’ figures in tables too. On a phone, the help button steps aside while you type in a field, and Escape closes its menu.',
      },
      report: {
        title: 'Report a problem',
        text: 'If something is hard or impossible to use, tell us through the contact page (Contact Us, at the foot of every page) or write to the e-mail address shown there. Say which page, what you were trying to do, and the browser or assistive technology you use. We read every message and fix what we can.',
      },
    },
  },
} as const;
