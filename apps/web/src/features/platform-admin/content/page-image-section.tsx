import { useState } from 'react';
import type { PageKey } from '@degreeworth/core';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { CONTENT_TOASTS } from '../admin-texts';
import { useRemovePageImageMutation, useUploadPageImageMutation } from '../api/page-content-api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ImageField } from '../components/image-field';
import { useImageChoice } from '../hooks/use-image-choice';
import { runAdminAction } from '@/components/admin/run-admin-action';

interface PageImageSectionProps {
  page: PageKey;
  pageName: string;
  /** The stored image's URL, or null. */
  image: string | null;
}

/** The page's one image: choose a file and upload it (it replaces the stored one), or remove it. */
export function PageImageSection({ page, pageName, image }: PageImageSectionProps) {
  const choice = useImageChoice(false, '');
  const [upload, { isLoading: isUploading }] = useUploadPageImageMutation();
  const [remove, { isLoading: isRemoving }] = useRemovePageImageMutation();
  const [isConfirming, setIsConfirming] = useState(false);

  const send = async () => {
    const body = choice.appendTo(new FormData());
    const done = await runAdminAction(() => upload({ page, body }).unwrap(), CONTENT_TOASTS.update);
    if (done) choice.setFile(null);
  };
  const confirmRemove = async () => {
    await runAdminAction(() => remove(page).unwrap(), CONTENT_TOASTS.remove);
    setIsConfirming(false);
  };

  return (
    <TitledSection
      title="Page image"
      className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      {!image && <p className="text-sm text-slate-600">This page has no image yet.</p>}
      <ImageField
        // A stored change starts the field over (the file input forgets its file).
        key={image ?? 'none'}
        label="Page image"
        currentUrl={image ?? undefined}
        file={choice.file}
        onChange={choice.setFile}
      />
      <div className="flex flex-wrap gap-3">
        <Button isLoading={isUploading} disabled={!choice.file} onClick={() => void send()}>
          Upload image
        </Button>
        {image && (
          <Button
            variant="secondary"
            className="border-red-700 text-red-800 hover:bg-red-50"
            onClick={() => setIsConfirming(true)}
          >
            Remove image
          </Button>
        )}
      </div>
      <ConfirmDialog
        title={isConfirming ? `Remove the image of the ${pageName}?` : null}
        message="The image is deleted for good; the page shows without it."
        confirmLabel="Remove"
        isBusy={isRemoving}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setIsConfirming(false)}
      />
    </TitledSection>
  );
}
