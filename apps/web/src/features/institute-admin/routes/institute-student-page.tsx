import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/admin/query-state';
import { paths } from '@/lib/paths';
import { useGetStudentScenariosQuery } from '../api/students-api';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { StudentScenariosTable } from '../components/student-scenarios-table';
import { TOASTS } from '../institute-texts';

const STATUS_WORDS = { invited: 'Invited: no password yet', active: 'Active' } as const;

/** /{institute}/admin/users/{id}: one student's saved scenarios, each opening read-only. */
export function InstituteStudentPage() {
  const { institute = '', id = '' } = useParams();
  const query = useGetStudentScenariosQuery(id);
  return (
    <InstitutePageFrame title={query.data?.student.name ?? 'Student'}>
      <Link
        to={paths.institute.users(institute)}
        className="text-sm font-medium text-emerald-800 underline underline-offset-2"
      >
        Back to students
      </Link>
      <QueryState
        query={query}
        fallback={TOASTS.fetchFailed}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading the student's scenarios"
      >
        {({ student, scenarios }) => (
          <div className="space-y-4">
            <p className="text-sm break-words text-slate-700">
              {student.email} · {STATUS_WORDS[student.status]}
            </p>
            {scenarios.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
                {student.name} has not saved a scenario yet.
              </p>
            ) : (
              <StudentScenariosTable institute={institute} scenarios={scenarios} />
            )}
          </div>
        )}
      </QueryState>
    </InstitutePageFrame>
  );
}
