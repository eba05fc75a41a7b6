import { common } from './common';

/** The English texts by namespace: the source every translation follows. */
export const en = { common } as const;
export type Namespace = keyof typeof en;
