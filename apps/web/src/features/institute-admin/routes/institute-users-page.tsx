import { useState } from 'react';
import { useParams } from 'react-router';
import {
  INSTITUTE_LIMITS,
  type InstituteStudent,
  InstituteStudentInputSchema,
  slugOf,
  formatCount,
} from '@degreeworth/core';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/admin/query-state';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useListParams } from '@/lib/use-list-params';
import {
  useAddInstituteStudentMutation,
  useDownloadClassReportMutation,
  useGetInstituteStudentsQuery,
  useRemoveInstituteStudentMutation,
} from '../api/students-api';
import { DownloadButton } from '../components/download-button';
import { ImportStudentsForm } from '../components/import-students-form';
import { InstitutePageFrame } from '../components/institute-page-frame';
import { NameEmailForm } from '../components/name-email-form';
import { StudentsSearch } from '../components/students-search';
import { StudentsTable } from '../components/students-table';
import { useInstituteMe } from '../hooks/use-institute-me';
import { TEXT, TOASTS } from '../institute-texts';

type Dialog = 'add' | 'import' | null;

function AddStudentDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [addStudent, { isLoading }] = useAddInstituteStudentMutation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Add a student">
      <NameEmailForm
        schema={InstituteStudentInputSchema}
        submitLabel="Add student"
        note="Use the student's school e-mail address. They get an e-mail to create their password."
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

function StudentsList({ isOwner }: { isOwner: boolean }) {
  const { institute = '' } = useParams();
  const params = useListParams();
  const search = params.text('search');
  const list = useGetInstituteStudentsQuery({ page: params.page, search });
  const [removeStudent, { isLoading }] = useRemoveInstituteStudentMutation();
  const [pending, setPending] = useState<InstituteStudent | null>(null);
  const confirmRemove = async () => {
    if (!pending) return;
    await runAdminAction(() => removeStudent(pending.id).unwrap(), TOASTS.remove);
    setPending(null);
  };
  return (
    <>
      <StudentsSearch
        key={search ?? ''}
        search={search ?? ''}
        onSearch={(s) => params.update({ search: s })}
      />
      <QueryState
        query={list}
        fallback={TOASTS.fetchFailed}
        isEmpty={(data) => data.users.length === 0}
        empty={search ? TEXT.noStudentsMatch : TEXT.noStudentsYet}
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
              onRemove={isOwner ? setPending : undefined}
            />
            <Pager
              page={data.page}
              perPage={data.per_page || INSTITUTE_LIMITS.pageSize}
              total={data.total}
              noun="students"
              onPage={params.setPage}
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
 * /{institute}/admin/users: the students, searched and paged in the address, the seats,
 * the class report; the institute admin also adds, imports and removes students (a counselor
 * reads the list).
 */
export function InstituteUsersPage() {
  const { isOwner } = useInstituteMe();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <InstitutePageFrame
      title="Students"
      actions={
        <div className="flex flex-wrap gap-2">
          {isOwner && <OwnerActions onOpen={setDialog} />}
          <ClassReportButton />
        </div>
      }
    >
      {isOwner === false && <p className="text-sm text-slate-600">{TEXT.readOnlyStudents}</p>}
      <StudentsList isOwner={isOwner === true} />
      {isOwner && (
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
