import { screenTexts } from '@/lib/i18n';
import { programRankings } from '@/lib/i18n/en/programRankings';

/**
 * Texts of the rankings by program, in the page's language. The plan prompts the API sends (sign
 * up, upgrade) are core's, shown in the page's language by translateMessage as
 * lib/i18n/rankings-messages.ts exports it.
 */
export const useProgramTexts = screenTexts('programRankings', programRankings);
