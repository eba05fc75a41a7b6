import { useId, type ChangeEvent } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { UserAvatar } from '@/components/user-avatar';
import type { User } from '@/lib/user';
import { IMAGE_TYPES, useProfileTexts } from '../profile-texts';

interface ProfileImageFieldProps {
  user: User;
  /** Object URL of the chosen image, shown instead of the current avatar. */
  preview: string | null;
  error: string | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The avatar (or the chosen image's preview) and the file input with its hint and error. */
export function ProfileImageField({ user, preview, error, onChoose }: ProfileImageFieldProps) {
  const { t } = useProfileTexts();
  const imageId = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {preview ? (
        <img
          src={preview}
          alt={t('details.preview')}
          className="h-24 w-24 flex-none rounded-full object-cover"
        />
      ) : (
        <UserAvatar key={user.image ?? ''} user={user} size="lg" />
      )}
      <div className="min-w-0">
        <label htmlFor={imageId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('details.image')}
        </label>
        <input
          id={imageId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={onChoose}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${imageId}-hint${error ? ` ${imageId}-error` : ''}`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-emerald-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-emerald-800 hover:file:bg-emerald-50"
        />
        <p id={`${imageId}-hint`} className="mt-1 text-sm text-slate-600">
          {t('details.imageHint')}
        </p>
        <FieldError id={`${imageId}-error`} message={error} />
      </div>
    </div>
  );
}
