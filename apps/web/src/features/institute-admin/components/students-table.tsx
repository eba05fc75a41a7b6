import { Link } from 'react-router';
import {
  ATTENTION_WORDS,
  formatDate,
  formatMoney,
  type ListedStudent,
  type StudentSort,
} from '@degreeworth/core';
import { TableFrame, TD, TH } from '@/components/admin/table-frame';
import { Button } from '@/components/ui/button';
import { SortHeader } from '@/components/ui/sort-header';
import { paths } from '@/lib/paths';
import { TEXT } from '../institute-texts';
import { unreadWords } from './student-scenarios-table';

const STATUS_WORDS = { invited: 'Invited', active: 'Active' } as const;

/** The best net gain, or why there is none: never a missing figure shown as $0. */
function bestNpvWords(s: ListedStudent): string {
  if (s.best_npv !== null) return formatMoney(s.best_npv);
  return s.scenarios === 0 ? TEXT.noScenario : TEXT.noFigure;
}

interface StudentsTableProps {
  institute: string;
  students: ListedStudent[];
  /** The column the list is sorted by, and its direction. */
  order: { sort: StudentSort; direction: 'asc' | 'desc' };
  onSort: (sort: StudentSort) => void;
  /** Sends an invited student their invite again (owner and counselors). */
  onResend: (student: ListedStudent) => void;
  /** The owner's Remove; absent for a counselor. */
  onRemove?: (student: ListedStudent) => void;
}

/**
 * The institute's students, one page: sortable by name, status, last activity, scenarios, best
 * net gain and the earnings test; each name opens the student's scenarios, and each row says why
 * the student may need attention.
 */
export function StudentsTable({
  institute,
  students,
  order,
  onSort,
  onResend,
  onRemove,
}: StudentsTableProps) {
  const sortable = (label: string, sort: StudentSort) => (
    <SortHeader key={sort} label={label} sort={sort} active={order} onSort={onSort} />
  );
  return (
    <TableFrame
      label="Students"
      head={
        <>
          {sortable('Name', 'name')}
          <th scope="col" className={TH}>
            Email
          </th>
          {sortable('Status', 'status')}
          {sortable('Last active', 'last_active')}
          {sortable('Scenarios', 'scenarios')}
          {sortable(TEXT.bestNpvColumn, 'best_npv')}
          {sortable('Earnings test', 'at_risk')}
          <th scope="col" className={TH}>
            Needs attention
          </th>
          {sortable('Added', 'added')}
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      <tbody className="divide-y divide-slate-100">
        {students.map((s) => (
          <tr key={s.id}>
            <th scope="row" className={`${TD} font-medium`}>
              <Link
                to={paths.institute.student(institute, s.id)}
                className="text-emerald-800 underline underline-offset-2"
              >
                {s.name}
              </Link>
              {s.unread_replies > 0 && (
                <span className="block text-xs font-semibold text-amber-900">
                  {unreadWords(s.unread_replies)}
                </span>
              )}
            </th>
            <td className={`${TD} break-all`}>{s.email}</td>
            <td className={TD}>{STATUS_WORDS[s.status]}</td>
            <td className={`${TD} whitespace-nowrap`}>
              {s.last_active_at ? formatDate(s.last_active_at) : TEXT.neverSignedIn}
            </td>
            <td className={`${TD} tabular-nums`}>{s.scenarios}</td>
            <td className={`${TD} tabular-nums whitespace-nowrap`}>{bestNpvWords(s)}</td>
            <td className={TD}>{s.earnings_test_at_risk ? 'At risk' : TEXT.noRiskShown}</td>
            <td className={TD}>
              {s.attention.length === 0 ? (
                TEXT.nothingToLookAt
              ) : (
                <ul className="list-disc space-y-0.5 pl-4 text-amber-900">
                  {s.attention.map((reason) => (
                    <li key={reason}>{ATTENTION_WORDS[reason]}</li>
                  ))}
                </ul>
              )}
            </td>
            <td className={`${TD} whitespace-nowrap`}>{formatDate(s.created_at)}</td>
            <td className={TD}>
              <div className="flex gap-2">
                {s.status === 'invited' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Resend invite to ${s.name}`}
                    onClick={() => onResend(s)}
                  >
                    Resend invite
                  </Button>
                )}
                {onRemove && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${s.name}`}
                    onClick={() => onRemove(s)}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
