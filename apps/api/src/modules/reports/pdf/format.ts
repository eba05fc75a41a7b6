import {
  type Figure,
  formatMoney,
  type Language,
  MINUS,
  notAvailableIn,
  reasonWords,
} from '@degreeworth/core';

/**
 * The PDF's own display pieces: table cells and the font-safe text. Number formats and words
 * come from core's display module, shared with the web, so both write figures the same way.
 */

/** A table cell: the formatted value, or "Not available" with the reason in words (both in the
 * report's language). */
export interface Cell {
  text: string;
  /** Smaller second line (the reason of a missing figure, or a band). */
  note?: string;
  /** Missing figures print muted. */
  muted?: boolean;
  /** Negative money prints in the warning colour. */
  negative?: boolean;
}

export function missingCell(reason: string | null | undefined, language: Language = 'en'): Cell {
  return {
    text: notAvailableIn(language),
    note: reasonWords(reason, 'cell', language),
    muted: true,
  };
}

/** A figure through `format`, or "Not available" with its reason. */
export function figureCell(
  figure: Figure,
  language: Language = 'en',
  format: (value: number) => string = formatMoney,
): Cell {
  if (figure.value === null) return missingCell(figure.reason, language);
  return { text: format(figure.value), negative: figure.value < 0 };
}

// Characters the built-in Helvetica (WinAnsi encoding) can show beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can encode: accents are kept where WinAnsi has them
 * ("Universidad del Sagrado Corazón"), other letters lose their marks (ő → o after NFKD),
 * core's minus sign U+2212 becomes "-" (WinAnsi has no glyph for it, so "−$800" prints
 * "-$800"), and anything left is replaced with "?" instead of turning into broken glyphs.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === MINUS) {
      out += '-';
      continue;
    }
    if (isEncodable(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every(isEncodable) && base !== '' ? base : '?';
  }
  return out;
}

function isEncodable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (code === 0x0a || (code >= 0x20 && code <= 0x7e)) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRA.has(ch);
}
