import { Link } from 'react-router';
import { formatDate, type StudentScenariosResponse } from '@degreeworth/core';
import { TableFrame, TD } from '@/components/admin/table-frame';
import { paths } from '@/lib/paths';

type Scenario = StudentScenariosResponse['scenarios'][number];

/** "1 unread reply", "2 unread replies": the student's replies no admin has read yet. */
export const unreadWords = (n: number) => `${n} unread ${n === 1 ? 'reply' : 'replies'}`;

/** A student's saved scenarios; each name opens it read-only with its comments. */
export function StudentScenariosTable({
  institute,
  scenarios,
}: {
  institute: string;
  scenarios: Scenario[];
}) {
  return (
    <TableFrame
      label="Saved scenarios"
      columns={['Scenario', 'Colleges', 'Comments', 'Last saved']}
    >
      <tbody className="divide-y divide-slate-100">
        {scenarios.map((s) => (
          <tr key={s.id}>
            <th scope="row" className={`${TD} font-medium`}>
              <Link
                to={paths.institute.scenario(institute, s.id)}
                className="text-emerald-800 underline underline-offset-2"
              >
                {s.name || 'Untitled scenario'}
              </Link>
            </th>
            <td className={TD}>{s.colleges.map((c) => c.name).join(', ')}</td>
            <td className={`${TD} tabular-nums`}>
              {s.comments}
              {s.unread_replies > 0 && (
                <span className="ml-2 font-semibold text-amber-900">
                  ({unreadWords(s.unread_replies)})
                </span>
              )}
            </td>
            <td className={`${TD} whitespace-nowrap`}>{formatDate(s.updated_at)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
