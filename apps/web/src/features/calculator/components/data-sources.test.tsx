import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collegeInput, DOLLAR_YEAR, MIT, savedScenario } from '@/testing/scenario-fixtures';
import { collegeCalculatorWithPrograms } from '../testing/program-fixtures';
import { DataSources } from './data-sources';

// MIT's bachelor's programs as the API adds them to its facts (Field of Study data).
const programs = collegeCalculatorWithPrograms(MIT).facts.programs;
const resultsWith = (major: string | null) =>
  savedScenario(
    `sc-${major}`,
    {
      name: 'Sources',
      home_state: 'MA',
      colleges: [collegeInput(MIT, { major })],
      assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
    },
    (facts) => ({ ...facts, programs }),
  ).scenario.results;

const PROGRAM_LINE =
  'Computer Science at Massachusetts Institute of Technology: College Scorecard Field of Study ' +
  'data, the earnings of graduates who received federal student aid (2018-19 and 2019-20 ' +
  'graduates; earnings of 2020 and 2021).';

describe('the data sources of a scenario', () => {
  it("name the Field of Study data and its graduates' cohort when a major is a program", () => {
    render(<DataSources sources={null} results={resultsWith('11.07')} />);
    const section = screen.getByRole('region', { name: 'Data sources and vintage' });
    expect(section).toHaveTextContent(PROGRAM_LINE);
    expect(section).toHaveTextContent(`amounts in ${DOLLAR_YEAR} dollars.`);
  });

  it('add no program line for a field of study or no specific major', () => {
    for (const major of ['11', null]) {
      const { unmount } = render(<DataSources sources={null} results={resultsWith(major)} />);
      expect(screen.getByRole('region')).not.toHaveTextContent('Field of Study');
      unmount();
    }
  });
});
