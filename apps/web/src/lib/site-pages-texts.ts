import { screenTexts } from '@/lib/i18n';
import { sitePages } from '@/lib/i18n/en/sitePages';

/** The fixed texts of the home, about and legal pages (the editable ones: usePageContent). */
export const useSitePagesTexts = screenTexts('sitePages', sitePages);
