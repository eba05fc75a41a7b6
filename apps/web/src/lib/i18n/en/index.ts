import { auth } from './auth';
import { authMessages } from './auth-messages';
import { calculator } from './calculator';
import { common } from './common';
import { contact } from './contact';
import { contactMessages } from './contact-messages';
import { contactWidget } from './contact-widget';
import { messages } from './messages';
import { pageDefaults } from './pageDefaults';
import { paymentMessages } from './payment-messages';
import { pricing } from './pricing';
import { profile } from './profile';
import { programRankings } from './programRankings';
import { rankings } from './rankings';
import { referral } from './referral';
import { resources } from './resources';
import { sitePages } from './sitePages';

/** The English texts by namespace: the source every translation follows. */
export const en = {
  common,
  messages,
  auth,
  authMessages,
  calculator,
  contact,
  contactMessages,
  contactWidget,
  pageDefaults,
  paymentMessages,
  pricing,
  profile,
  programRankings,
  rankings,
  referral,
  resources,
  sitePages,
} as const;
export type Namespace = keyof typeof en;
