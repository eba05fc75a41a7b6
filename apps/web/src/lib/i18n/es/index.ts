import type { en } from '../en';
import type { Messages } from '../messages';
import { auth } from './auth';
import { authMessages } from './auth-messages';
import { calculator } from './calculator';
import { common } from './common';
import { contact } from './contact';
import { contactMessages } from './contact-messages';
import { contactWidget } from './contact-widget';
import { messages } from './messages';
import { referral } from './referral';

/** The Spanish texts by namespace, loaded only when Spanish is chosen. */
export const es: Messages<typeof en> = {
  common,
  messages,
  auth,
  authMessages,
  contact,
  contactMessages,
  contactWidget,
  referral,
};
import { pageDefaults } from './pageDefaults';
import { sitePages } from './sitePages';
export const es: Messages<typeof en> = { common, messages, pageDefaults, sitePages };
import { rankings } from './rankings';
export const es: Messages<typeof en> = { common, messages, rankings };
import { programRankings } from './programRankings';
export const es: Messages<typeof en> = { common, messages, programRankings, rankings };
export const es: Messages<typeof en> = { calculator, common, messages };
import { resources } from './resources';
export const es: Messages<typeof en> = { common, messages, resources };
