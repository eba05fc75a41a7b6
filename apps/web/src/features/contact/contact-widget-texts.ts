import { screenTexts } from '@/lib/i18n';
import { contactWidget } from '@/lib/i18n/en/contact-widget';

/**
 * The floating widget's and the chat link's texts: on every public page, so apart from the
 * form's, which load with the form.
 */
export const useContactWidgetTexts = screenTexts('contactWidget', contactWidget);
