/**
 * Majors of the calculator, and how each maps to the national earnings table, which stands in
 * for a major the college publishes no earnings of.
 *
 * A college's own majors are the 2-digit CIP families of its `PCIP*` shares; the national
 * earnings table (`../data/majors/all-ages.csv`) is coded by ACS field of degree (FOD1P),
 * grouped in 16 `Major_category` values. The crosswalk below maps each CIP family to the one
 * category that holds most of its graduates. It is a judgment call (docs/decisions/005):
 * CIP and ACS codes do not line up one to one (44 "Public Administration And Social Service
 * Professions" is mostly social work, so it goes to Psychology & Social Work; 10
 * "Communications Technologies" follows ACS, which files them under Computers & Mathematics).
 */

/** Titles of the 2-digit CIP 2020 families of the Scorecard PCIP* columns (data dictionary). */
export const CIP_FAMILY_TITLES: Readonly<Record<string, string>> = {
  '01': 'Agriculture, Agriculture Operations, And Related Sciences',
  '03': 'Natural Resources And Conservation',
  '04': 'Architecture And Related Services',
  '05': 'Area, Ethnic, Cultural, Gender, And Group Studies',
  '09': 'Communication, Journalism, And Related Programs',
  '10': 'Communications Technologies/Technicians And Support Services',
  '11': 'Computer And Information Sciences And Support Services',
  '12': 'Personal And Culinary Services',
  '13': 'Education',
  '14': 'Engineering',
  '15': 'Engineering Technologies And Engineering-Related Fields',
  '16': 'Foreign Languages, Literatures, And Linguistics',
  '19': 'Family And Consumer Sciences/Human Sciences',
  '22': 'Legal Professions And Studies',
  '23': 'English Language And Literature/Letters',
  '24': 'Liberal Arts And Sciences, General Studies And Humanities',
  '25': 'Library Science',
  '26': 'Biological And Biomedical Sciences',
  '27': 'Mathematics And Statistics',
  '29': 'Military Technologies And Applied Sciences',
  '30': 'Multi/Interdisciplinary Studies',
  '31': 'Parks, Recreation, Leisure, And Fitness Studies',
  '38': 'Philosophy And Religious Studies',
  '39': 'Theology And Religious Vocations',
  '40': 'Physical Sciences',
  '41': 'Science Technologies/Technicians',
  '42': 'Psychology',
  '43': 'Homeland Security, Law Enforcement, Firefighting And Related Protective Services',
  '44': 'Public Administration And Social Service Professions',
  '45': 'Social Sciences',
  '46': 'Construction Trades',
  '47': 'Mechanic And Repair Technologies/Technicians',
  '48': 'Precision Production',
  '49': 'Transportation And Materials Moving',
  '50': 'Visual And Performing Arts',
  '51': 'Health Professions And Related Programs',
  '52': 'Business, Management, Marketing, And Related Support Services',
  '54': 'History',
};

/** The 16 `Major_category` values of the national table. */
export const MAJOR_CATEGORIES = [
  'Agriculture & Natural Resources',
  'Arts',
  'Biology & Life Science',
  'Business',
  'Communications & Journalism',
  'Computers & Mathematics',
  'Education',
  'Engineering',
  'Health',
  'Humanities & Liberal Arts',
  'Industrial Arts & Consumer Services',
  'Interdisciplinary',
  'Law & Public Policy',
  'Physical Sciences',
  'Psychology & Social Work',
  'Social Science',
] as const;
export type MajorCategory = (typeof MAJOR_CATEGORIES)[number];

/** CIP family → national major category (see the note at the top of this file). */
export const CIP_TO_MAJOR_CATEGORY: Readonly<Record<string, MajorCategory>> = {
  '01': 'Agriculture & Natural Resources',
  '03': 'Agriculture & Natural Resources',
  '04': 'Engineering',
  '05': 'Humanities & Liberal Arts',
  '09': 'Communications & Journalism',
  '10': 'Computers & Mathematics',
  '11': 'Computers & Mathematics',
  '12': 'Industrial Arts & Consumer Services',
  '13': 'Education',
  '14': 'Engineering',
  '15': 'Engineering',
  '16': 'Humanities & Liberal Arts',
  '19': 'Industrial Arts & Consumer Services',
  '22': 'Law & Public Policy',
  '23': 'Humanities & Liberal Arts',
  '24': 'Humanities & Liberal Arts',
  '25': 'Education',
  '26': 'Biology & Life Science',
  '27': 'Computers & Mathematics',
  '29': 'Industrial Arts & Consumer Services',
  '30': 'Interdisciplinary',
  '31': 'Industrial Arts & Consumer Services',
  '38': 'Humanities & Liberal Arts',
  '39': 'Humanities & Liberal Arts',
  '40': 'Physical Sciences',
  '41': 'Physical Sciences',
  '42': 'Psychology & Social Work',
  '43': 'Law & Public Policy',
  '44': 'Psychology & Social Work',
  '45': 'Social Science',
  '46': 'Industrial Arts & Consumer Services',
  '47': 'Industrial Arts & Consumer Services',
  '48': 'Industrial Arts & Consumer Services',
  '49': 'Industrial Arts & Consumer Services',
  '50': 'Arts',
  '51': 'Health',
  '52': 'Business',
  '54': 'Humanities & Liberal Arts',
};

/** A row of the national table as the calculator needs it. */
export interface NationalMajor {
  /** ACS FOD1P code (4 digits). */
  code: number;
  name: string;
  category: string;
  /** Median earnings, full-time year-round; null = missing. */
  median: number | null;
  /** Graduates (the weight); null = missing. */
  total: number | null;
}

/**
 * A major choice: one of the college's programs by its 4-digit CIP code written with its dot
 * (`"11.07"`, Field of Study data: the program's own earnings), a 2-digit CIP family (the
 * college's own fields, `"11"`) or a 4-digit national major code (`"2102"`, when the college
 * has no field data). The dot keeps a CIP code apart from a national code of four digits.
 */
export type MajorId = string;

export const isCipFamily = (id: MajorId) => /^\d{2}$/.test(id);
export const isNationalMajorCode = (id: MajorId) => /^\d{4}$/.test(id);
export const isProgramMajor = (id: MajorId) => /^\d{2}\.\d{2}$/.test(id);

/** The major id of a program's CIP code: "1107" → "11.07". */
export const programMajorId = (cip: string) => `${cip.slice(0, 2)}.${cip.slice(2, 4)}`;
/** The CIP code of a program major id: "11.07" → "1107". */
export const programCipOf = (id: MajorId) => id.replace('.', '');

/**
 * Which national rows a major choice stands for: a CIP family its crosswalk category, a
 * program its family's (the estimate used when the program's own earnings are missing).
 */
export function nationalRowsOf(id: MajorId): ((row: NationalMajor) => boolean) | null {
  if (isCipFamily(id) || isProgramMajor(id)) {
    const category = CIP_TO_MAJOR_CATEGORY[id.slice(0, 2)];
    return category ? (row) => row.category === category : null;
  }
  if (isNationalMajorCode(id)) {
    const code = Number(id);
    return (row) => row.code === code;
  }
  return null;
}

/**
 * Label of a major choice: the program's title as published, the CIP family title or the
 * national major's name in title case.
 */
export function majorLabel(
  id: MajorId,
  national: readonly NationalMajor[] = [],
  programs: readonly { id: string; title: string | null }[] = [],
): string {
  if (isProgramMajor(id))
    return programs.find((p) => p.id === id)?.title ?? `Program ${id} (CIP ${id})`;
  if (isCipFamily(id)) return CIP_FAMILY_TITLES[id] ?? `Field ${id}`;
  const row = national.find((r) => String(r.code) === id);
  return row ? titleCase(row.name) : `Major ${id}`;
}

/** "COMPUTER SCIENCE" → "Computer Science" (the national table is in capitals). */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s/(-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\b(And|Of|The|In|For|Or)\b/g, (w) => w.toLowerCase())
    .replace(/^([a-z])/, (c) => c.toUpperCase());
}
