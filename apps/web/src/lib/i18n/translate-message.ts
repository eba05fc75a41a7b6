import { MESSAGES } from '@degreeworth/core';
import { i18n, useTranslation } from '.';

type MessageKey = keyof typeof MESSAGES;

/** The product's fixed messages by their English text, as the API and core's checks send them. */
const KEYS = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * A message from the API or from core's checks, in the language shown now: the product's fixed
 * messages have their translation; any other text (a server message not in the catalogue yet,
 * a name) is shown as it came.
 */
export function translateMessage(message: string): string {
  const key = KEYS.get(message);
  return key ? i18n.t(key, { ns: 'messages' }) : message;
}

/**
 * translateMessage for a component: subscribing to the messages makes it render again when the
 * language changes.
 */
export function useTranslateMessage(): (message: string) => string {
  useTranslation('messages');
  return translateMessage;
}
