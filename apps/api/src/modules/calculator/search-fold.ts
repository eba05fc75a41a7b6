/**
 * How the typeahead compares a query with a college's name: both are folded to one spelling, so
 * "st johns", "saint johns" and "St. John's" all find "St. John's University-New York" and
 * "Saint Johns University".
 *
 * - case and accents: "Universidad Politécnica" = "universidad politecnica";
 * - apostrophes and periods join what they separate: "John's" = "johns", "A.T. Still" = "at still";
 * - "&" is the word "and": "Texas A & M" = "texas a&m" = "texas a and m";
 * - any other punctuation (hyphen, comma, slash, parentheses) separates words;
 * - the abbreviations "St" and "Mt" are the words "Saint" and "Mount" (in the College Scorecard
 *   names, "St" is always Saint: "St Olaf College", "University of St Thomas").
 */

/** Abbreviations and the word each stands for. */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['mt', 'mount'],
]);

const expand = (word: string) => ABBREVIATIONS.get(word) ?? word;

/** The words of `text` folded (case, accents, punctuation), abbreviations not yet expanded. */
function foldedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´.]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A name or query in the one spelling the index compares: words separated by one space. */
export function foldSearchText(text: string): string {
  return foldedWords(text).map(expand).join(' ');
}

/**
 * The keys to look a query up with. A query still being typed may end in the start of a
 * longer word: "kent st" is "Kent Saint…" or "Kent State…", so both are looked for, unless a
 * period or a space says the abbreviation is finished ("kent st.").
 */
export function searchKeys(query: string): string[] {
  const words = foldedWords(query);
  const folded = words.map(expand).join(' ');
  const last = words.at(-1);
  if (!last || !ABBREVIATIONS.has(last) || /[\s.]$/u.test(query)) return [folded];
  return [folded, [...words.slice(0, -1).map(expand), last].join(' ')];
}
