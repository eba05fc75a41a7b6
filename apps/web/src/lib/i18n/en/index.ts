import { common } from './common';
import { messages } from './messages';

/** The English texts by namespace: the source every translation follows. */
export const en = { common, messages } as const;
export type Namespace = keyof typeof en;
