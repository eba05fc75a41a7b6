import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { UserAvatar } from '@/components/user-avatar';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { User } from '@/lib/user';
import { useUpdateProfileMutation } from '../api/profile-api';
import { IMAGE_TYPES, ProfileNameSchema, imageProblem } from '../profile-texts';

/**
 * Name and optional image (spec §3 profile update), sent as multipart to POST
 * /user/profile/update. A chosen image is previewed before saving.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const form = useSchemaForm(ProfileNameSchema, { name: user.name });
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const imageId = useId();

  // The preview's object URL is released when it is replaced and when the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : null;
    setImageError(problem);
    setFormError(null);
    setImage(file && !problem ? file : null);
    setPreview(file && !problem ? URL.createObjectURL(file) : null);
    if (problem) event.target.value = '';
  };

  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    const body = new FormData();
    body.append('name', name);
    if (image) body.append('image', image);
    try {
      const answer = await updateProfile(body).unwrap();
      toast.success(answer.message);
      form.reset({ name: answer.user.name });
      setImage(null);
      setPreview(null);
    } catch (err) {
      if (!form.applyServerErrors(err))
        setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Your details">
      <FormAlert message={formError} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {preview ? (
          <img
            src={preview}
            alt="Preview of your new profile image"
            className="h-24 w-24 flex-none rounded-full object-cover"
          />
        ) : (
          <UserAvatar key={user.image ?? ''} user={user} size="lg" />
        )}
        <div className="min-w-0">
          <label htmlFor={imageId} className="mb-1 block text-sm font-medium text-slate-800">
            Profile image
          </label>
          <input
            id={imageId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={chooseImage}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={`${imageId}-hint${imageError ? ` ${imageId}-error` : ''}`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-emerald-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-emerald-800 hover:file:bg-emerald-50"
          />
          <p id={`${imageId}-hint`} className="mt-1 text-sm text-slate-600">
            PNG, JPEG or WebP, up to 5 MB.
          </p>
          <FieldError id={`${imageId}-error`} message={imageError} />
        </div>
      </div>
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <div>
        <p className="text-sm font-medium text-slate-800">Email</p>
        <p className="break-all text-slate-900">
          {user.email}{' '}
          <span className="text-sm text-slate-600">
            {user.email_verified ? '(verified)' : '(not verified yet)'}
          </span>
        </p>
      </div>
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors || !!imageError}>
        Save changes
      </Button>
    </form>
  );
}
