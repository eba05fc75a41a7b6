/**
 * The shape a translation must have: every key of the English texts, each a string. A
 * missing or extra key in a translation fails the type check; the texts' placeholders are
 * compared by i18n/translations.test.ts.
 */
export type Messages<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
