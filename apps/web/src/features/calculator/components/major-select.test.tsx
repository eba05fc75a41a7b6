import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { calculatorReference, collegeCalculator, MIT } from '@/testing/scenario-fixtures';
import { calculator as TEXTS } from '@/lib/i18n/en/calculator';
import { type CollegeEntry, newCollegeEntry } from '../scenario-form';
import { collegeCalculatorWithPrograms } from '../testing/program-fixtures';
import { MajorSelect } from './major-select';

const nationalMajors = calculatorReference().national_majors;

/** The select as a college card holds it: the chosen major kept in the entry. */
function Harness({ start }: { start: CollegeEntry }) {
  const [entry, setEntry] = useState(start);
  return (
    <MajorSelect
      entry={entry}
      nationalMajors={nationalMajors}
      error={null}
      onChange={(major) => setEntry({ ...entry, major })}
    />
  );
}

const texts = (options: HTMLElement[]) => options.map((o) => o.textContent);

describe('the Major select of a college with programs', () => {
  const mit = newCollegeEntry(collegeCalculatorWithPrograms(MIT));

  it("lists MIT's own programs first with their graduates, then its fields as a national estimate", () => {
    render(<Harness start={mit} />);
    const select = screen.getByRole('combobox', { name: 'Major' });
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent('No specific major');
    const groups = within(select).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual([
      'Programs at this college (their graduates’ earnings)',
      'Fields of study (national estimate)',
    ]);
    // Field of Study 2020-21 (bachelor's degrees of 2019-20 and 2020-21), most graduates first;
    // Business/Commerce publishes earnings but not its count of graduates.
    expect(texts(within(groups[0]!).getAllByRole('option'))).toEqual([
      'Computer Science. (817 graduates)',
      'Mechanical Engineering. (281 graduates)',
      'Mathematics. (229 graduates)',
      'Physics. (159 graduates)',
      'Biomedical/Medical Engineering. (99 graduates)',
      'Aerospace, Aeronautical and Astronautical Engineering. (97 graduates)',
      'Electrical, Electronics and Communications Engineering. (95 graduates)',
      'Chemical Engineering. (75 graduates)',
      'Biology, General. (68 graduates)',
      'Materials Engineering (52 graduates)',
      'Business/Commerce, General.',
    ]);
    expect(within(groups[0]!).getByRole('option', { name: /^Computer Science\./ })).toHaveValue(
      '11.07',
    );
    // The PCIP shares of the 2021-22 file, largest first, as before programs were offered.
    expect(texts(within(groups[1]!).getAllByRole('option')).slice(0, 3)).toEqual([
      'Computer And Information Sciences And Support Services (35% of degrees)',
      'Engineering (33.2% of degrees)',
      'Mathematics And Statistics (7.7% of degrees)',
    ]);
    expect(within(groups[1]!).getAllByRole('option')).toHaveLength(13);
  });

  it("says what the chosen major's earnings rest on: the program's own graduates or a national estimate", async () => {
    const user = userEvent.setup();
    render(<Harness start={mit} />);
    const select = screen.getByRole('combobox', { name: 'Major' });
    // No specific major: the college's own figures, nothing to explain under the select.
    expect(select).not.toHaveAccessibleDescription();
    await user.selectOptions(select, '11.07');
    expect(select).toHaveAccessibleDescription(
      'Uses this program’s own graduates’ earnings (College Scorecard).',
    );
    await user.selectOptions(select, '14');
    expect(select).toHaveAccessibleDescription(
      'A national estimate for this field: this college publishes no earnings for it.',
    );
    await user.selectOptions(select, '');
    expect(select).not.toHaveAccessibleDescription();
  });

  it("calls a program a national estimate when the college has no completion rate (the engine's rule)", () => {
    const facts = { ...mit.facts, completion_rate: null };
    render(<Harness start={{ ...mit, facts, major: '11.07' }} />);
    expect(screen.getByRole('combobox', { name: 'Major' })).toHaveAccessibleDescription(
      TEXTS.majorProgramNoRateHint,
    );
  });

  it('still shows a saved program the major options no longer list, by its title', () => {
    const majorOptions = mit.majorOptions.filter((o) => o.id !== '14.19');
    render(<Harness start={{ ...mit, major: '14.19', majorOptions }} />);
    const select = screen.getByRole('combobox', { name: 'Major' });
    expect(select).toHaveValue('14.19');
    expect(within(select).getAllByRole('option')[1]).toHaveTextContent('Mechanical Engineering.');
  });

  it('names a saved program the college no longer publishes by its code', () => {
    const facts = { ...mit.facts, programs: mit.facts.programs!.filter((p) => p.id !== '14.19') };
    const majorOptions = mit.majorOptions.filter((o) => o.id !== '14.19');
    render(<Harness start={{ ...mit, facts, major: '14.19', majorOptions }} />);
    const select = screen.getByRole('combobox', { name: 'Major' });
    expect(select).toHaveValue('14.19');
    expect(within(select).getAllByRole('option')[1]).toHaveTextContent('Program 14.19 (CIP 14.19)');
    expect(select).toHaveAccessibleDescription(TEXTS.majorFieldHint);
  });
});

describe('the Major select of a college without programs', () => {
  it('keeps one plain list of its fields with their share of degrees', () => {
    render(<Harness start={newCollegeEntry(collegeCalculator(MIT))} />);
    const select = screen.getByRole('combobox', { name: 'Major' });
    expect(within(select).queryAllByRole('group')).toEqual([]);
    expect(texts(within(select).getAllByRole('option')).slice(0, 3)).toEqual([
      'No specific major',
      'Computer And Information Sciences And Support Services (35% of degrees)',
      'Engineering (33.2% of degrees)',
    ]);
  });

  it('offers the national majors by category when it reports no fields either', () => {
    const entry = { ...newCollegeEntry(collegeCalculator(MIT)), majorOptions: [] };
    render(<Harness start={entry} />);
    const select = screen.getByRole('combobox', { name: 'Major' });
    expect(select).toHaveAccessibleDescription(TEXTS.majorNationalHint);
    const groups = within(select).getAllByRole('group');
    expect(groups[0]).toHaveAttribute('label', 'Agriculture & Natural Resources');
  });
});
