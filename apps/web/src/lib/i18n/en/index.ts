import { auth } from './auth';
import { authMessages } from './auth-messages';
import { common } from './common';
import { messages } from './messages';

/** The English texts by namespace: the source every translation follows. */
export const en = { common, messages, auth, authMessages } as const;
export type Namespace = keyof typeof en;
