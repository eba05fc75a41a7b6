import { describe, expect, it } from 'vitest';
import { ALABAMA, collegeCalculator, MIT } from '@/testing/scenario-fixtures';
import {
  clearDraft,
  DRAFT_LIFETIME_DAYS,
  DRAFT_VERSION,
  draftOf,
  formStateOfDraft,
  readDraft,
  writeDraft,
} from './scenario-draft';
import { EMPTY_FORM, newCollegeEntry, type ScenarioFormState } from './scenario-form';

const KEY = 'calculatorDraft';
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 30, 12);

const alabama = collegeCalculator(ALABAMA);
const mit = collegeCalculator(MIT);

/** A form as a family would leave it: a state, a name, two colleges with a few typed figures. */
const typed: ScenarioFormState = {
  ...EMPTY_FORM,
  name: 'Close to home',
  homeState: 'AL',
  familyIncome: '48-75k',
  colleges: [
    { ...newCollegeEntry(alabama), loans_per_year: '5500', coa: '24000', residency: 'in_state' },
    { ...newCollegeEntry(mit), salary: '72000', major: '11', years: '5' },
  ],
  assumptions: { ...EMPTY_FORM.assumptions, discount_rate: '4', baseline: '31000' },
};
const answers = new Map([
  [ALABAMA, alabama],
  [MIT, mit],
]);

describe('the calculator draft', () => {
  it('keeps what was typed and the college ids, not the college data', () => {
    writeDraft(draftOf(typed), NOW);
    const stored = JSON.parse(localStorage.getItem(KEY)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ version: DRAFT_VERSION, savedAt: NOW });
    expect(JSON.stringify(stored)).not.toContain(alabama.facts.name);
    expect(stored.form).toMatchObject({
      name: 'Close to home',
      colleges: [
        { university_id: ALABAMA, loans_per_year: '5500', coa: '24000' },
        { university_id: MIT, salary: '72000' },
      ],
    });
  });

  it('comes back as the same form, with the data answered again', () => {
    writeDraft(draftOf(typed), NOW);
    const draft = readDraft(NOW + DAY);
    expect(draft).not.toBeNull();
    expect(formStateOfDraft(draft!, answers)).toEqual(typed);
  });

  it(`lives ${DRAFT_LIFETIME_DAYS} days after its last change, then is removed`, () => {
    writeDraft(draftOf(typed), NOW);
    expect(readDraft(NOW + DRAFT_LIFETIME_DAYS * DAY)).not.toBeNull();
    expect(readDraft(NOW + DRAFT_LIFETIME_DAYS * DAY + 1)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['another version', JSON.stringify({ version: DRAFT_VERSION + 1, savedAt: NOW, form: {} })],
    ['an older shape', JSON.stringify({ version: DRAFT_VERSION, savedAt: NOW, name: 'x' })],
    [
      'a college without its typed fields',
      JSON.stringify({
        version: DRAFT_VERSION,
        savedAt: NOW,
        form: { ...draftOf(typed), colleges: [{ university_id: ALABAMA }] },
      }),
    ],
    ['broken JSON', '{"version":1,'],
    ['not an object', '42'],
  ])('ignores and removes a draft of %s without failing', (_, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readDraft(NOW)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('leaves out a college whose data is not answered', () => {
    writeDraft(draftOf(typed), NOW);
    const form = formStateOfDraft(readDraft(NOW)!, new Map([[MIT, mit]]));
    expect(form.colleges.map((c) => c.facts.university_id)).toEqual([MIT]);
  });

  it('is gone once cleared', () => {
    writeDraft(draftOf(typed), NOW);
    clearDraft();
    expect(readDraft(NOW)).toBeNull();
  });
});
