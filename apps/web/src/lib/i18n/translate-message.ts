import { MESSAGES, readWaitMessage } from '@degreeworth/core';
import { i18n, screenTexts, useTranslation } from '.';
import type { Namespace, en } from './en';

/** A namespace of fixed messages, each text a string found by its English. */
type MessageNamespace = Exclude<Namespace, 'common'>;

/** The product's fixed messages by their English text, as the API and core's checks send them. */
const KEYS = new Map<string, { namespace: MessageNamespace; key: string }>(
  Object.keys(MESSAGES).map((key) => [
    MESSAGES[key as keyof typeof MESSAGES],
    { namespace: 'messages', key },
  ]),
);

/**
 * Adds a screen's own fixed server messages (those only its screens show) to the lookup when
 * that screen's code loads, so the first page does not carry them; a text already known keeps
 * its first translation.
 */
export function messageTexts<N extends Exclude<MessageNamespace, 'messages'>>(
  namespace: N,
  english: (typeof en)[N],
): void {
  screenTexts(namespace, english);
  findMessages(namespace, english as Record<string, string>);
}

/**
 * Lets translateMessage find fixed messages kept in a part of a screen's namespace (`prefix`,
 * e.g. 'server.'), once the screen has registered that namespace.
 */
export function findMessages(
  namespace: MessageNamespace,
  english: Record<string, string>,
  prefix = '',
): void {
  for (const [key, text] of Object.entries(english))
    if (!KEYS.has(text)) KEYS.set(text, { namespace, key: `${prefix}${key}` });
}

/** i18n.t for a key only known at run time (the typed t wants a literal key). */
const translate = (key: string, ns: string, values: { count?: number } = {}): string =>
  (i18n as unknown as { t: (key: string, options: { ns: string; count?: number }) => string }).t(
    key,
    { ns, ...values },
  );

/**
 * A message from the API or from core's checks, in the language shown now: the product's fixed
 * messages have their translation; any other text (a server message not in the catalogue yet,
 * a name) is shown as it came.
 */
export function translateMessage(message: string): string {
  const found = KEYS.get(message);
  if (found) return translate(found.key, found.namespace);
  // A limit's message has a count in it ("… Please wait 12 minutes and try again."): its first
  // sentence is a fixed message, the rest is said again in the page's language with the count.
  const wait = readWaitMessage(message);
  if (wait) {
    const waitWords = translate('waitMinutes', 'messages', { count: wait.minutes });
    return `${translateMessage(wait.subject)} ${waitWords}`;
  }
  return message;
}

/**
 * translateMessage for a component: subscribing to the messages makes it render again when the
 * language changes.
 */
export function useTranslateMessage(): (message: string) => string {
  useTranslation('messages');
  return translateMessage;
}
