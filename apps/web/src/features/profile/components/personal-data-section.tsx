import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteAccountInputSchema } from '@degreeworth/core';
import { EmailField } from '@/components/forms/email-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch } from '@/lib/hooks';
import { saveFile } from '@/lib/save-file';
import { logout } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDeleteAccountMutation, useDownloadMyDataMutation } from '../api/personal-data-api';
import { useProfileTexts } from '../profile-texts';

const today = () => new Date().toISOString().slice(0, 10);

/** "Download my data": the account's whole copy as a JSON file. */
function DownloadMyData() {
  const { t } = useProfileTexts();
  const [download, { isLoading }] = useDownloadMyDataMutation();
  const onDownload = async () => {
    try {
      saveFile(await download().unwrap(), `degreeworth-data-${today()}.json`);
    } catch {
      toast.error(t('personalData.exportFailed'));
    }
  };
  return (
    <Button variant="secondary" isLoading={isLoading} onClick={() => void onDownload()}>
      {t('personalData.exportButton')}
    </Button>
  );
}

/**
 * The deletion form: the address typed again and the password (empty for an account without
 * one; the server knows which). On success the session ends here too and the home page opens.
 */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useProfileTexts();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useSchemaForm(DeleteAccountInputSchema, { email: '', password: '' });
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const submit = form.submitWith(async (input) => {
    const answer = await remove({ ...input, password: input.password || undefined }).unwrap();
    toast.success(answer.message);
    dispatch(logout());
    await navigate('/');
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('personalData.deleteTitle')}
    >
      <p className="text-slate-700">{t('personalData.deleteConsequences')}</p>
      <FormAlert message={form.formError} />
      <EmailField
        label={t('personalData.deleteEmailLabel')}
        autoComplete="username"
        {...form.field('email')}
      />
      <TextField
        label={t('personalData.deletePasswordLabel')}
        type="password"
        autoComplete="current-password"
        hint={t('personalData.deletePasswordHint')}
        {...form.field('password')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {t('personalData.deleteCancel')}
        </Button>
        <Button type="submit" variant="danger" isLoading={isLoading}>
          {t('personalData.deleteConfirm')}
        </Button>
      </div>
    </form>
  );
}

/** The profile's "Your data": download a copy, or delete the account after a question. */
export function PersonalDataSection() {
  const { t } = useProfileTexts();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-slate-700">{t('personalData.exportIntro')}</p>
        <DownloadMyData />
      </div>
      <div className="space-y-3">
        <p className="text-slate-700">{t('personalData.deleteIntro')}</p>
        <Button variant="danger" onClick={() => setIsAsking(true)}>
          {t('personalData.deleteButton')}
        </Button>
      </div>
      <Modal
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('personalData.deleteTitle')}
      >
        <DeleteAccountForm onCancel={() => setIsAsking(false)} />
      </Modal>
    </div>
  );
}
