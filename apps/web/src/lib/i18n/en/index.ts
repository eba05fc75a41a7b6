import { auth } from './auth';
import { authMessages } from './auth-messages';
import { calculator } from './calculator';
import { common } from './common';
import { contact } from './contact';
import { contactMessages } from './contact-messages';
import { contactWidget } from './contact-widget';
import { messages } from './messages';
import { referral } from './referral';

/** The English texts by namespace: the source every translation follows. */
export const en = {
  common,
  messages,
  auth,
  authMessages,
  contact,
  contactMessages,
  contactWidget,
  referral,
} as const;
import { pageDefaults } from './pageDefaults';
import { sitePages } from './sitePages';
export const en = { common, messages, pageDefaults, sitePages } as const;
import { rankings } from './rankings';
export const en = { common, messages, rankings } as const;
import { programRankings } from './programRankings';
export const en = { common, messages, programRankings, rankings } as const;
export const en = { calculator, common, messages } as const;
import { resources } from './resources';
export const en = { common, messages, resources } as const;
export type Namespace = keyof typeof en;
