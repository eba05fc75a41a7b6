import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

type Texts = { [key: string]: string | Texts };

/** Every text of a namespace by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/*
 * Every English text a student or a family sees has its Spanish entry, with the same
 * placeholders (a missing {{amount}} would drop a figure from the Spanish page).
 */
describe('the Spanish texts', () => {
  it('cover exactly the English namespaces', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
    describe(namespace, () => {
      const english = flatten(en[namespace] as Texts);
      const spanish = flatten(es[namespace] as Texts);

      it('have an entry for every English text, and none the English lacks', () => {
        const missing = [...english.keys()].filter((key) => !spanish.has(key));
        const extra = [...spanish.keys()].filter((key) => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('are never empty and keep each text’s placeholders', () => {
        for (const [key, text] of english) {
          const translated = spanish.get(key) ?? '';
          expect(translated.trim(), key).not.toBe('');
          expect(placeholders(translated), key).toEqual(placeholders(text));
        }
      });
    });
  }
});
