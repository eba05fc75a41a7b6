import { Link } from 'react-router';
import { formatDate, type InstituteStudent } from '@degreeworth/core';
import { ACTIONS, TableFrame, TD } from '@/components/admin/table-frame';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const STATUS_WORDS = { invited: 'Invited', active: 'Active' } as const;

interface StudentsTableProps {
  institute: string;
  students: InstituteStudent[];
  /** The owner's Remove; absent for a counselor (read-only list). */
  onRemove?: (student: InstituteStudent) => void;
}

/** The institute's students; each name opens the student's scenarios. */
export function StudentsTable({ institute, students, onRemove }: StudentsTableProps) {
  const headers = ['Name', 'Email', 'Status', 'Scenarios', 'Added'];
  return (
    <TableFrame label="Students" columns={[...headers, ...(onRemove ? [ACTIONS] : [])]}>
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
            </th>
            <td className={`${TD} break-all`}>{s.email}</td>
            <td className={TD}>{STATUS_WORDS[s.status]}</td>
            <td className={`${TD} tabular-nums`}>{s.scenarios}</td>
            <td className={`${TD} whitespace-nowrap`}>{formatDate(s.created_at)}</td>
            {onRemove && (
              <td className={TD}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${s.name}`}
                  onClick={() => onRemove(s)}
                >
                  Remove
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
