import type { TFunction } from 'i18next';
import {
  formatPercent,
  isCipFamily,
  isProgramMajor,
  majorLabel,
  type MajorOption,
  type NationalMajor,
  programOfMajor,
  titleCase,
} from '@degreeworth/core';
import { majorProgramOption, useCalculatorTexts } from '../calculator-texts';
import type { CollegeEntry } from '../scenario-form';
import { SelectField } from '@/components/ui/select-field';

interface MajorSelectProps {
  entry: CollegeEntry;
  nationalMajors: readonly NationalMajor[];
  error: string | null;
  onChange: (major: string) => void;
}

/** National majors grouped by their category, alphabetically inside each group. */
function byCategory(majors: readonly NationalMajor[]): [string, NationalMajor[]][] {
  const groups = new Map<string, NationalMajor[]>();
  for (const m of majors) groups.set(m.category, [...(groups.get(m.category) ?? []), m]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, rows]) => [category, rows.sort((a, b) => a.name.localeCompare(b.name))]);
}

const isProgram = (o: MajorOption) => o.kind === 'program';

function fieldLabel(o: MajorOption): string {
  return o.share !== null ? `${o.label} (${formatPercent(o.share)} of degrees)` : o.label;
}

/**
 * What the chosen major's earnings rest on, the same rule the engine follows (programOfMajor):
 * a program's own graduates when the college publishes their earnings and a completion rate,
 * otherwise the field's national estimate. Nothing for no specific major.
 */
function hintOf(
  t: TFunction<'calculator'>,
  entry: CollegeEntry,
  isNationalList: boolean,
): string | undefined {
  if (isNationalList) return t('majorNationalHint');
  const major = entry.major;
  if (programOfMajor(major, entry.facts)) return t('majorProgramHint');
  if (isProgramMajor(major) && entry.facts.completion_rate === null) {
    return t('majorProgramNoRateHint');
  }
  if (isProgramMajor(major) || isCipFamily(major)) return t('majorFieldHint');
  return undefined;
}

function OwnOptions({ options }: { options: readonly MajorOption[] }) {
  const { t } = useCalculatorTexts();
  const programs = options.filter(isProgram);
  const fields = options.filter((o) => !isProgram(o));
  const fieldOptions = fields.map((o) => (
    <option key={o.id} value={o.id}>
      {fieldLabel(o)}
    </option>
  ));
  // Without programs the fields stay one plain list, as before programs were offered.
  if (programs.length === 0) return fieldOptions;
  return (
    <>
      <optgroup label={t('majorProgramsGroup')}>
        {programs.map((o) => (
          <option key={o.id} value={o.id}>
            {majorProgramOption(t, o.label, o.completers ?? null)}
          </option>
        ))}
      </optgroup>
      {fields.length > 0 && <optgroup label={t('majorFieldsGroup')}>{fieldOptions}</optgroup>}
    </>
  );
}

/**
 * Major: the college's own programs first (their graduates' published earnings), then its
 * fields of study, largest share first (a national estimate); a college with neither offers
 * the national majors grouped by category. "No specific major" uses the whole college.
 */
export function MajorSelect({ entry, nationalMajors, error, onChange }: MajorSelectProps) {
  const { t } = useCalculatorTexts();
  const own = entry.majorOptions;
  const national = own.length === 0;
  const listed = national
    ? nationalMajors.some((m) => String(m.code) === entry.major)
    : own.some((o) => o.id === entry.major);
  return (
    <SelectField
      label={t('major')}
      value={entry.major}
      error={error}
      hint={hintOf(t, entry, national)}
      onChange={onChange}
    >
      <option value="">{t('majorNone')}</option>
      {entry.major !== '' && !listed && (
        <option value={entry.major}>
          {majorLabel(entry.major, nationalMajors, entry.facts.programs)}
        </option>
      )}
      {national ? (
        byCategory(nationalMajors).map(([category, rows]) => (
          <optgroup key={category} label={category}>
            {rows.map((m) => (
              <option key={m.code} value={String(m.code)}>
                {titleCase(m.name)}
              </option>
            ))}
          </optgroup>
        ))
      ) : (
        <OwnOptions options={own} />
      )}
    </SelectField>
  );
}
