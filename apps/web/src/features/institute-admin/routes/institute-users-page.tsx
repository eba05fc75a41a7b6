import { useState } from 'react';
import { useParams } from 'react-router';
import {
  ATTENTION_WORDS,
  formatCount,
  INSTITUTE_LIMITS,
  InstituteStudentInputSchema,
  type ListedStudent,
  slugOf,
  STUDENT_FILTERS,
  type StudentFilter,
} from '@degreeworth/core';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/admin/query-state';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import {
  useAddInstituteStudentMutation,
  useDownloadClassReportMutation,
  useGetInstituteStudentsQuery,
  useRemindStudentsMutation,
  useRemoveInstituteStudentMutation,
  useResendStudentInviteMutation,
} from '../api/students-api';
import { DownloadButton } from '../components/download-button';
import { ImportStudentsForm } from '../components/import-students-form';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { NameEmailForm } from '../components/name-email-form';
import { PendingInvitations } from '../components/pending-invitations';
import { StudentsSearch } from '../components/students-search';
import { StudentsTable } from '../components/students-table';
import { useInstituteMe } from '../hooks/use-institute-me';
import { useStudentListParams } from '../hooks/use-student-list-params';
import { TEXT, TOASTS } from '../institute-texts';

type Dialog = 'add' | 'import' | null;

function AddStudentDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [addStudent, { isLoading }] = useAddInstituteStudentMutation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Add a student">
      <NameEmailForm
        schema={InstituteStudentInputSchema}
        submitLabel="Add student"
        note={TEXT.addStudentNote}
        isBusy={isLoading}
        onSubmit={async (values, onError) =>
          (await runAdminAction(() => addStudent(values).unwrap(), TOASTS.add, onError)) !== null
        }
        onDone={onClose}
      />
    </Modal>
  );
}

function OwnerActions({ onOpen }: { onOpen: (dialog: Dialog) => void }) {
  return (
    <>
      <Button onClick={() => onOpen('add')}>Add student</Button>
      <Button variant="secondary" onClick={() => onOpen('import')}>
        Import CSV
      </Button>
    </>
  );
}

function ClassReportButton() {
  const [download, { isLoading }] = useDownloadClassReportMutation();
  const { me } = useInstituteMe();
  return (
    <DownloadButton
      label={TEXT.downloadReport}
      fileName={`degreeworth-${slugOf(me?.institute.name ?? 'class')}-report.csv`}
      fetchFile={() => download().unwrap()}
      isLoading={isLoading}
    />
  );
}

/** Words for each choice of the Show select: all, by state, everyone flagged, or one reason. */
const FILTER_WORDS: Record<StudentFilter, string> = {
  invited: 'Invited (not signed in yet)',
  active: 'Active (signed in)',
  needs_attention: 'Needs attention (any reason)',
  ...ATTENTION_WORDS,
};

function StudentsFilter({
  value,
  onChange,
}: {
  value: StudentFilter | undefined;
  onChange: (value: StudentFilter | undefined) => void;
}) {
  return (
    <div className="sm:w-72">
      <SelectField
        label="Show"
        value={value ?? ''}
        onChange={(v) => onChange((v || undefined) as StudentFilter | undefined)}
      >
        <option value="">All students</option>
        {STUDENT_FILTERS.map((f) => (
          <option key={f} value={f}>
            {FILTER_WORDS[f]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** "Remind all who have not started": asks first, then says what was sent and held back. */
function RemindAll() {
  const [remind, { isLoading }] = useRemindStudentsMutation();
  const [isAsking, setIsAsking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const send = async () => {
    const answer = await runAdminAction(() => remind().unwrap(), TOASTS.remind);
    if (answer) setOutcome(answer.message);
    setIsAsking(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setIsAsking(true)}>
        {TEXT.remindAll}
      </Button>
      <p role="status" className="basis-full text-sm text-slate-700">
        {outcome}
      </p>
      <ConfirmDialog
        title={isAsking ? TEXT.remindTitle : null}
        message={TEXT.remindNote}
        confirmLabel={TEXT.remindConfirm}
        isBusy={isLoading}
        onConfirm={() => void send()}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}

function StudentsList({ isOwner }: { isOwner: boolean }) {
  const { institute = '' } = useParams();
  const state = useStudentListParams();
  const list = useGetInstituteStudentsQuery(state.query);
  const [removeStudent, { isLoading }] = useRemoveInstituteStudentMutation();
  const [resendInvite] = useResendStudentInviteMutation();
  const [pending, setPending] = useState<ListedStudent | null>(null);
  const confirmRemove = async () => {
    if (!pending) return;
    await runAdminAction(() => removeStudent(pending.id).unwrap(), TOASTS.remove);
    setPending(null);
  };
  const resend = (s: ListedStudent) =>
    void runAdminAction(() => resendInvite(s.id).unwrap(), TOASTS.invite);
  const isNarrowed = Boolean(state.search || state.filter || state.bar);
  return (
    <>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <StudentsSearch
            key={state.search ?? ''}
            search={state.search ?? ''}
            onSearch={state.setSearch}
          />
        </div>
        <StudentsFilter value={state.filter} onChange={state.setFilter} />
      </div>
      {state.bar && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          <p>{TEXT.barFilter(state.bar.chart, state.bar.label)}</p>
          <Button size="sm" variant="secondary" onClick={state.clearBar}>
            {TEXT.showAllStudents}
          </Button>
        </div>
      )}
      <QueryState
        query={list}
        fallback={TOASTS.fetchFailed}
        isEmpty={(data) => data.users.length === 0}
        empty={isNarrowed ? TEXT.noStudentsMatchFilter : TEXT.noStudentsYet}
        loadingLabel="Loading students"
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-700">
              Seats: {formatCount(data.seats.used)} of {formatCount(data.seats.total)} used
            </p>
            <StudentsTable
              institute={institute}
              students={data.users}
              order={state.order}
              onSort={state.sortBy}
              onResend={resend}
              onRemove={isOwner ? setPending : undefined}
            />
            <p className="mt-2 text-xs text-slate-600">{TEXT.bestNpvNote}</p>
            <Pager
              page={data.page}
              perPage={data.per_page || INSTITUTE_LIMITS.pageSize}
              total={data.total}
              noun="student"
              onPage={state.setPage}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        title={pending && `Remove ${pending.name}?`}
        message={TEXT.removeStudentNote}
        confirmLabel="Remove"
        isBusy={isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/**
 * /{institute}/admin/users: the students, searched, filtered, sorted and paged in the address
 * (a dashboard bar opens it narrowed to that bar), the seats, the class report, invites sent
 * again and the invitations to accounts of their own not answered yet; the institute admin also
 * adds, imports and removes students, and counselors add and import them when the institute
 * admin allows it.
 */
export function InstituteUsersPage() {
  const { me, isOwner } = useInstituteMe();
  // The owner adds students; counselors too when the owner allows it (the server checks again).
  const canAdd = isOwner === true || me?.institute.counselors_add_students === true;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <InstitutePageFrame
      title="Students"
      actions={
        <div className="flex flex-wrap gap-2">
          {canAdd && <OwnerActions onOpen={setDialog} />}
          <ClassReportButton />
          <RemindAll />
        </div>
      }
    >
      {isOwner === false && (
        <p className="text-sm text-slate-600">
          {canAdd ? TEXT.readOnlyStudentsAdding : TEXT.readOnlyStudents}
        </p>
      )}
      <StudentsList isOwner={isOwner === true} />
      <PendingInvitations canWithdraw={canAdd} />
      {canAdd && (
        <>
          <AddStudentDialog
            key={dialog === 'add' ? 'open' : 'closed'}
            isOpen={dialog === 'add'}
            onClose={close}
          />
          <Modal
            isOpen={dialog === 'import'}
            onClose={close}
            title="Import students from a CSV file"
          >
            <ImportStudentsForm onDone={close} />
          </Modal>
        </>
      )}
    </InstitutePageFrame>
  );
}
