/**
 * Texts of the rankings screens, in the page's language (the rankings namespace). The ones the
 * API also sends (favorites, plan prompts, no data) are core's RANKINGS_TEXTS in English, so
 * both sides say the same words. The page's title, introduction and "How we rank" link are
 * editable: GET /content/rankings (lib/page-content.ts).
 */
export { translateMessage, useRankingsTexts } from '@/lib/i18n/rankings-messages';
