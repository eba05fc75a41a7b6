import { describe, expect, it } from 'vitest';
import {
  type CautionFacts,
  cautionWords,
  collegeCautions,
  completionYearOf,
} from './college-cautions';

const facts = (over: Partial<CautionFacts>): CautionFacts => ({
  completion_rate: 0.8,
  completion_year: 2022,
  currently_operating: true,
  operating_year: 2024,
  ...over,
});

describe('collegeCautions', () => {
  it('cautions a known completion rate under 50%, not one of exactly 50% or more', () => {
    expect(collegeCautions(facts({ completion_rate: 0.42 }))).toEqual(['low_completion']);
    expect(collegeCautions(facts({ completion_rate: 0.4999 }))).toEqual(['low_completion']);
    expect(collegeCautions(facts({ completion_rate: 0.5 }))).toEqual([]);
    expect(collegeCautions(facts({ completion_rate: 0.962 }))).toEqual([]);
    // A real 0% is known and low.
    expect(collegeCautions(facts({ completion_rate: 0 }))).toEqual(['low_completion']);
  });

  it('gives no caution for a missing completion rate: missing is never read as 0', () => {
    expect(collegeCautions(facts({ completion_rate: null }))).toEqual([]);
  });

  it('cautions a college the operating flag says is closed, not a missing flag', () => {
    expect(collegeCautions(facts({ currently_operating: false }))).toEqual(['closed']);
    expect(collegeCautions(facts({ currently_operating: null }))).toEqual([]);
    expect(collegeCautions(facts({ currently_operating: true }))).toEqual([]);
  });

  it('lists both, low completion first', () => {
    expect(collegeCautions(facts({ completion_rate: 0.3, currently_operating: false }))).toEqual([
      'low_completion',
      'closed',
    ]);
  });
});

describe('cautionWords', () => {
  it('says the completion rate as the Completion column shows it, with its data year', () => {
    expect(cautionWords('low_completion', facts({ completion_rate: 0.4217 }))).toBe(
      'Fewer than half of students finish here (completion 42.2%, 2022 data).',
    );
    expect(
      cautionWords('low_completion', facts({ completion_rate: 0, completion_year: null })),
    ).toBe('Fewer than half of students finish here (completion 0%).');
  });

  it('never says "completion 50%" for a rate just under the line', () => {
    expect(cautionWords('low_completion', facts({ completion_rate: 0.49951 }))).toBe(
      'Fewer than half of students finish here (completion just under 50%, 2022 data).',
    );
    expect(cautionWords('low_completion', facts({ completion_rate: 0.4994 }))).toBe(
      'Fewer than half of students finish here (completion 49.9%, 2022 data).',
    );
  });

  it('names the operating flag and the year it describes', () => {
    expect(cautionWords('closed', facts({ currently_operating: false }))).toBe(
      'This college has closed (College Scorecard operating flag, 2024 data).',
    );
    expect(
      cautionWords('closed', facts({ currently_operating: false, operating_year: null })),
    ).toBe('This college has closed (College Scorecard operating flag).');
  });
});

describe('completionYearOf', () => {
  it('is the row year, or the year the completion rate was carried from', () => {
    expect(completionYearOf({ year: 2022, completion_rate: 0.4, flags: [] })).toBe(2022);
    expect(
      completionYearOf({
        year: 2023,
        completion_rate: 0.4,
        flags: ['carried_from_2022', 'completion_carried_from_2022'],
      }),
    ).toBe(2022);
    // Another column carried does not move the completion's year.
    expect(
      completionYearOf({ year: 2023, completion_rate: 0.4, flags: ['prices_carried_from_2021'] }),
    ).toBe(2023);
    expect(completionYearOf({ year: 2022, completion_rate: null, flags: [] })).toBeNull();
  });
});
