import { RANKINGS_TEXTS, PROGRAM_RANKINGS_TEXTS } from '@degreeworth/core';
import { i18n, screenTexts } from '@/lib/i18n';
import { rankings } from '@/lib/i18n/en/rankings';

/**
 * Texts of the rankings screens, in the page's language. The ones the API also sends
 * (favorites, plan prompts, no data) are core's RANKINGS_TEXTS in English, so both sides say the
 * same words. The page's title, introduction and "How we rank" link are editable: GET
 * /content/rankings (lib/page-content.ts).
 */
export const useRankingsTexts = screenTexts('rankings', rankings);

type ServerKey = keyof typeof rankings.server;

/** The API's fixed rankings messages by their English text. */
const SERVER_KEYS = new Map<string, ServerKey>([
  ...Object.entries(RANKINGS_TEXTS).map(([key, text]) => [text, key as ServerKey] as const),
  [PROGRAM_RANKINGS_TEXTS.signUpForFilters, 'programSignUpForFilters'],
]);

/**
 * A rankings message from the API in the language shown now; a message it does not know (a
 * new server text) is shown as it came.
 */
export function translateRankingsMessage(message: string): string {
  const key = SERVER_KEYS.get(message);
  return key ? i18n.t(`server.${key}`, { ns: 'rankings' }) : message;
}
