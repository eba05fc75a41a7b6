import { majorLabel, type NationalMajor, titleCase, formatPercent } from '@degreeworth/core';
import { TEXTS } from '../calculator-texts';
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

/**
 * Major: the college's own fields of study, largest share first; a college without field data
 * offers the national majors grouped by category. "No specific major" uses the whole college.
 */
export function MajorSelect({ entry, nationalMajors, error, onChange }: MajorSelectProps) {
  const own = entry.majorOptions;
  const national = own.length === 0;
  const listed = national
    ? nationalMajors.some((m) => String(m.code) === entry.major)
    : own.some((o) => o.id === entry.major);
  return (
    <SelectField
      label="Major"
      value={entry.major}
      error={error}
      hint={national ? TEXTS.majorNationalHint : undefined}
      onChange={onChange}
    >
      <option value="">{TEXTS.majorNone}</option>
      {entry.major !== '' && !listed && (
        <option value={entry.major}>{majorLabel(entry.major, nationalMajors)}</option>
      )}
      {national
        ? byCategory(nationalMajors).map(([category, rows]) => (
            <optgroup key={category} label={category}>
              {rows.map((m) => (
                <option key={m.code} value={String(m.code)}>
                  {titleCase(m.name)}
                </option>
              ))}
            </optgroup>
          ))
        : own.map((o) => (
            <option key={o.id} value={o.id}>
              {o.share !== null ? `${o.label} (${formatPercent(o.share)} of degrees)` : o.label}
            </option>
          ))}
    </SelectField>
  );
}
