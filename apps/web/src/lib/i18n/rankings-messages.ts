import { PROGRAM_RANKINGS_TEXTS, RANKINGS_TEXTS } from '@degreeworth/core';
import { i18n, screenTexts } from '.';
import { rankings } from './en/rankings';

/**
 * The rankings' texts, registered when a rankings screen (colleges or programs) loads: both
 * show the API's fixed rankings messages, which are core's English.
 */
export const useRankingsTexts = screenTexts('rankings', rankings);

type ServerKey = keyof typeof rankings.server;

/** The API's fixed rankings messages by their English text. */
const SERVER_KEYS = new Map<string, ServerKey>([
  ...Object.entries(RANKINGS_TEXTS).map(([key, text]) => [text, key as ServerKey] as const),
  [PROGRAM_RANKINGS_TEXTS.signUpForFilters, 'programSignUpForFilters'],
]);

/**
 * A rankings message from the API (plan prompts, no data, favorites) in the language shown now;
 * a message it does not know (a new server text) is shown as it came.
 */
export function translateRankingsMessage(message: string): string {
  const key = SERVER_KEYS.get(message);
  return key ? i18n.t(`server.${key}`, { ns: 'rankings' }) : message;
}
