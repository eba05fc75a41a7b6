import {
  type Figure,
  roundHalfAwayFromZero,
  ROI_DEFAULTS,
  SCENARIO_FLAG_WORDS,
  type FlagWords,
  US_STATES,
} from '@degreeworth/core';

/**
 * Words and number formats of the PDF report. Figures are rounded for display only (half
 * away from zero, as the engine's rounding rule says); a missing figure is never printed as 0.
 */

export const NOT_AVAILABLE = 'Not available';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole dollars: 12345.5 → "$12,346", −800 → "-$800". */
export function money(value: number): string {
  const rounded = roundHalfAwayFromZero(value);
  const text = `$${whole.format(Math.abs(rounded))}`;
  return rounded < 0 ? `-${text}` : text;
}

/** Compact dollars for chart ticks: 150000 → "$150k", −1250000 → "-$1.25M". */
export function moneyShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e6) return `${sign}$${trimZeros((abs / 1e6).toFixed(2))}M`;
  if (abs >= 1e3) return `${sign}$${trimZeros((abs / 1e3).toFixed(1))}k`;
  return `${sign}$${whole.format(abs)}`;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A fraction as a percent: 0.0652 → "6.5%" (`decimals` after the point, trailing zeros kept off). */
export function percentOf(fraction: number, decimals = 1): string {
  return `${trimZeros(roundHalfAwayFromZero(fraction * 100, decimals).toFixed(decimals))}%`;
}

/** A percent as typed in the form (6.39 → "6.39%"). */
export function percentTyped(value: number): string {
  return `${trimZeros(value.toFixed(2))}%`;
}

/** "Year 15": years are counted from the first year of college. */
export function yearLabel(year: number): string {
  return `Year ${year}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`;
}

/** The report's date, in UTC so the same instant prints the same everywhere: "June 3, 2025". */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function stateName(code: string | null): string | null {
  if (!code) return null;
  return US_STATES.find((s) => s.code === code)?.name ?? code;
}

/** Short words for a null figure's reason, fit for a table cell (methodology: null, never 0). */
const REASONS: Record<string, string> = {
  missing_net_price: 'no net price in the data',
  missing_cost_of_attendance: 'no cost of attendance',
  missing_out_of_state_tuition: 'no out-of-state tuition',
  missing_baseline: 'no high-school earnings',
  missing_earnings: 'no earnings in the data',
  missing_entrant_earnings: 'needs 6-, 8- and 10-year earnings',
  missing_completion_rate: 'no completion rate',
  missing_earnings_4yr: 'no 4-year earnings',
  does_not_recoup: 'does not pay back',
  no_break_even: `not within ${ROI_DEFAULTS.seriesYears} years`,
  no_cost: 'no cost to weigh',
  no_loan: 'nothing borrowed',
  no_earnings_after_enrollment: 'no earnings after college',
};

export function reasonWords(reason: string | null | undefined): string {
  if (!reason) return 'not in the data';
  return REASONS[reason] ?? humanize(reason).toLowerCase();
}

/** "missing_thing" → "Missing thing". */
export function humanize(code: string): string {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Words of a results flag; an unknown code gets its humanized name (carried_from_2022…). */
export function flagWords(code: string): FlagWords {
  const known = SCENARIO_FLAG_WORDS[code];
  if (known) return known;
  const carried = /^carried_from_(\d{4})$/.exec(code);
  if (carried)
    return {
      title: `Some figures carried from ${carried[1]}`,
      detail: `The data year lacks some columns; they come from the ${carried[1]} file.`,
    };
  return { title: humanize(code), detail: '' };
}

/** A table cell: the formatted value, or "Not available" with the reason in words. */
export interface Cell {
  text: string;
  /** Smaller second line (the reason of a missing figure, or a band). */
  note?: string;
  /** Missing figures print muted. */
  muted?: boolean;
  /** Negative money prints in the warning colour. */
  negative?: boolean;
}

export function missingCell(reason: string | null | undefined): Cell {
  return { text: NOT_AVAILABLE, note: reasonWords(reason), muted: true };
}

/** A figure through `format`, or "Not available" with its reason. */
export function figureCell(figure: Figure, format: (value: number) => string = money): Cell {
  if (figure.value === null) return missingCell(figure.reason);
  return { text: format(figure.value), negative: figure.value < 0 };
}

// Characters the built-in Helvetica (WinAnsi encoding) can show beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can encode: accents are kept where WinAnsi has them
 * ("Universidad del Sagrado Corazón"), other letters lose their marks (ő → o after NFKD),
 * and anything left is replaced with "?" instead of turning into broken glyphs.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
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
