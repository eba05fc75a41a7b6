import { useMemo, useState } from 'react';
import {
  confirmsSchoolName,
  SCHOOL_DATA_TEXT as TEXT,
  schoolDataDeleteInputFor,
} from '@degreeworth/core';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  useDeleteStudentDataMutation,
  useDownloadSchoolDataMutation,
} from '../api/school-data-api';
import { useInstituteMe } from '../hooks/use-institute-me';
import { DownloadButton } from './download-button';

const today = () => new Date().toISOString().slice(0, 10);

interface DeleteFormProps {
  school: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/**
 * The deletion's question: what happens, point by point, and the school's name typed again.
 * Delete stays disabled until the name matches (the server checks it again).
 */
function DeleteStudentDataForm({ school, onCancel, onDone }: DeleteFormProps) {
  const schema = useMemo(() => schoolDataDeleteInputFor(school), [school]);
  const form = useSchemaForm(schema, { confirm: '' });
  const [remove, { isLoading }] = useDeleteStudentDataMutation();
  const submit = form.submitWith(async (input) => {
    const answer = await remove(input).unwrap();
    toast.admin.success(answer.message);
    onDone(answer.message);
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={TEXT.deleteTitle}>
      <p className="text-slate-700">{TEXT.deleteWhatHappens}</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        {TEXT.deleteConsequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <FormAlert message={form.formError} />
      <TextField label={TEXT.confirmLabel(school)} autoComplete="off" {...form.field('confirm')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {TEXT.deleteCancel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          isLoading={isLoading}
          disabled={!confirmsSchoolName(form.values.confirm, school)}
        >
          {TEXT.deleteConfirm}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Your school's data", for the institute admin (owner) only: download everything the school
 * holds about its students as JSON, and delete it at the end of the contract after a question.
 * The server's answer (what was deleted, who left) stays on the page.
 */
export function SchoolDataSection() {
  const { me, isOwner } = useInstituteMe();
  const [isAsking, setIsAsking] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [download, { isLoading }] = useDownloadSchoolDataMutation();
  if (!me || !isOwner) return null;
  const { name, slug } = me.institute;
  return (
    <TitledSection
      title={TEXT.sectionTitle}
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="space-y-6">
        <div className="space-y-3">
          <p className="text-slate-700">{TEXT.exportIntro}</p>
          <DownloadButton
            label={TEXT.exportButton}
            fileName={`degreeworth-${slug}-students-${today()}.json`}
            fetchFile={() => download().unwrap()}
            isLoading={isLoading}
          />
        </div>
        <div className="space-y-3">
          <p className="text-slate-700">{TEXT.deleteIntro}</p>
          <FormAlert tone="success" message={answer} />
          <Button variant="danger" onClick={() => setIsAsking(true)}>
            {TEXT.deleteButton}
          </Button>
        </div>
      </div>
      <Modal isOpen={isAsking} onClose={() => setIsAsking(false)} title={TEXT.deleteTitle}>
        <DeleteStudentDataForm
          school={name}
          onCancel={() => setIsAsking(false)}
          onDone={(message) => {
            setAnswer(message);
            setIsAsking(false);
          }}
        />
      </Modal>
    </TitledSection>
  );
}
