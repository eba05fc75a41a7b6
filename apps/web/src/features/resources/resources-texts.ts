import { screenTexts } from '@/lib/i18n';
import { resources } from '@/lib/i18n/en/resources';

/**
 * The resources screens' texts (lib/i18n/en/resources.ts and es/resources.ts), registered when
 * these screens' code loads.
 */
export const useResourcesTexts = screenTexts('resources', resources);
