import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@degreeworth/core';

/**
 * The first language of an Accept-Language header the product has (es, es-MX, es-US… are
 * Spanish), by the header's q-values; null when it names none. The web sends the language the
 * page shows on every call, so a visitor's sign-up mail reads like the page they used.
 */
export function requestLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((entry) => isLanguage(entry.base));
  return found && isLanguage(found.base) ? found.base : null;
}

/**
 * The language of a mail or PDF for a person: the one their account chose wins (it follows
 * them on every device), else the request's, else English.
 */
export function personLanguage(
  account: { language?: Language | null } | null | undefined,
  requested?: Language | null,
): Language {
  return account?.language ?? requested ?? DEFAULT_LANGUAGE;
}

/** The language a request asks for (its Accept-Language), or null. */
export const languageOf = (request: {
  headers: { 'accept-language'?: string | string[] | undefined };
}): Language | null => requestLanguage(request.headers['accept-language']);
