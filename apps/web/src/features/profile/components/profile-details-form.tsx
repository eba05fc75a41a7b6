import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { User } from '@/lib/user';
import { useUpdateProfileMutation } from '../api/profile-api';
import { ProfileNameSchema, useProfileTexts } from '../profile-texts';
import { useImageChoice } from '../use-image-choice';
import { ProfileImageField } from './profile-image-field';

/**
 * Name and optional image, sent as multipart to POST /user/profile/update. A chosen image is
 * previewed before saving.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useProfileTexts();
  const form = useSchemaForm(ProfileNameSchema, { name: user.name });
  const choice = useImageChoice();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const submit = form.submitWith(async ({ name }) => {
    const body = new FormData();
    body.append('name', name);
    if (choice.image) body.append('image', choice.image);
    const answer = await updateProfile(body).unwrap();
    toast.success(answer.message);
    form.reset({ name: answer.user.name });
    choice.clear();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('detailsTitle')}>
      <FormAlert message={form.formError} />
      <ProfileImageField
        user={user}
        preview={choice.preview}
        error={choice.imageError}
        onChoose={(event) => {
          form.setFormError(null);
          choice.choose(event);
        }}
      />
      <TextField label={t('details.name')} autoComplete="name" required {...form.field('name')} />
      <div>
        <p className="text-sm font-medium text-slate-800">{t('details.email')}</p>
        <p className="break-all text-slate-900">
          {user.email}{' '}
          <span className="text-sm text-slate-600">
            {user.email_verified ? t('details.verified') : t('details.notVerified')}
          </span>
        </p>
      </div>
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors || !!choice.imageError}>
        {t('details.save')}
      </Button>
    </form>
  );
}
