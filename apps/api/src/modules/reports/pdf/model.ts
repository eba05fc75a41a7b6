import type {
  Language,
  SavedScenario,
  ScenarioCollege,
  ScenarioCollegeResult,
} from '@degreeworth/core';
import { collegeColor } from './layout';
import { REPORT_WORDS, type ReportWords } from './words';

/** What the report is made from (no database, no network: the caller loads it all). */
export interface ReportInput {
  scenario: SavedScenario;
  user: { name: string | null; email: string };
  /** Where the figures come from, in words (CalculatorReferenceResponse.sources). */
  sources: string[];
  generatedAt: Date;
  /** The language the report is written in (the reader's); English when not given. */
  language?: Language;
}

/** One college of the report: its results, the inputs typed for it and its colour. */
export interface CollegeView {
  index: number;
  name: string;
  color: string;
  result: ScenarioCollegeResult;
  /** The payload's entry for this college (null if the payload lost it: shown as missing). */
  input: ScenarioCollege | null;
}

export interface ReportModel {
  input: ReportInput;
  language: Language;
  /** The report's own words in that language. */
  words: ReportWords;
  /** The scenario's name, or "Untitled scenario". */
  title: string;
  /** The student's name, else the e-mail address. */
  student: string;
  colleges: CollegeView[];
  /** Dollars every amount is in (the colleges' dollar year). */
  dollarYear: number | null;
}

export function reportModel(input: ReportInput): ReportModel {
  const s = input.scenario;
  const colleges = s.results.colleges.map((result, index) => ({
    index,
    name: result.name,
    color: collegeColor(index),
    result,
    input: s.payload.colleges.find((c) => c.university_id === result.university_id) ?? null,
  }));
  const years = [...new Set(colleges.map((c) => c.result.dollar_year))].sort((a, b) => a - b);
  const language = input.language ?? 'en';
  const words = REPORT_WORDS[language];
  return {
    input,
    language,
    words,
    title: s.name.trim() || words.untitled,
    student: input.user.name?.trim() || input.user.email,
    colleges,
    dollarYear: years[years.length - 1] ?? null,
  };
}
