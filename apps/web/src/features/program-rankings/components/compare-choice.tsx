import { useLanguage } from '@/lib/i18n/language';
import { Link } from 'react-router';
import {
  type ComparedProgram,
  comparedProgramOf,
  comparedProgramsParam,
  comparedProgramName,
  PROGRAM_COMPARE_LIMIT,
  type ProgramRankingRow,
  sameProgram,
} from '@degreeworth/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useProgramTexts } from '../program-texts';

/** The programs chosen to compare, kept in the address (`compare`), and how to change them. */
export interface CompareChoice {
  chosen: ComparedProgram[];
  onChange: (chosen: ComparedProgram[]) => void;
}

/**
 * The calculator follows programs of the undergraduate levels (certificate, associate,
 * bachelor's) that it offers as majors; a graduate program cannot be compared there.
 */
const COMPARABLE_LEVELS = new Set([1, 2, 3]);

function comparedOf(row: ProgramRankingRow): ComparedProgram | null {
  if (row.credential_level === null || !COMPARABLE_LEVELS.has(row.credential_level)) return null;
  return comparedProgramOf(row.university_id, row.cip);
}

/** "Compare" on a program of the list: a checkbox, off once four are chosen. */
export function CompareToggle({ row, choice }: { row: ProgramRankingRow; choice: CompareChoice }) {
  const { t } = useProgramTexts();
  const language = useLanguage();
  const program = comparedOf(row);
  if (!program) return null;
  const isChosen = choice.chosen.some((p) => sameProgram(p, program));
  const isFull = choice.chosen.length >= PROGRAM_COMPARE_LIMIT;
  return (
    <label className="mt-1 inline-flex items-center gap-2 py-1 text-xs font-medium text-slate-700">
      <input
        type="checkbox"
        className="h-4 w-4 accent-emerald-700"
        checked={isChosen}
        disabled={!isChosen && isFull}
        aria-label={t('compareName', {
          name: comparedProgramName(row.title, program.program, row.name, language),
        })}
        onChange={() =>
          choice.onChange(
            isChosen
              ? choice.chosen.filter((p) => !sameProgram(p, program))
              : [...choice.chosen, program],
          )
        }
      />
      {t('compare')}
    </label>
  );
}

/** Above the list once a program is chosen: how many, the way to the comparison, and Clear. */
export function CompareBar({ choice }: { choice: CompareChoice }) {
  const { t } = useProgramTexts();
  const n = choice.chosen.length;
  // The live region stays in the page, so the count is read out as programs are chosen.
  return (
    <div role="status">
      {n > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm">
          <p className="font-medium text-slate-900">
            {t('comparing', { n, max: PROGRAM_COMPARE_LIMIT })}
          </p>
          <Link
            to={paths.comparePrograms(comparedProgramsParam(choice.chosen))}
            className={buttonClasses('primary', 'sm')}
          >
            {n === 1 ? t('compareOne') : t('compareThem', { n })}
          </Link>
          <Button size="sm" variant="secondary" onClick={() => choice.onChange([])}>
            {t('clearCompare')}
          </Button>
        </div>
      )}
    </div>
  );
}
