import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FieldLabel } from '@/components/ui/field-label';

/** The image types the API takes: PNG, JPEG or WebP, up to 5 MB. */
const ACCEPT = 'image/png,image/jpeg,image/webp';

interface ImageFieldProps {
  label: string;
  /** The image already stored (editing), shown until a new file is chosen. */
  currentUrl?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  /** Adding: an image is required. */
  required?: boolean;
}

/**
 * The file input of an article or testimonial image. On edit a chosen file is the "new image"
 * marker: only then is the image part sent.
 */
export function ImageField({
  label,
  currentUrl,
  file,
  onChange,
  error,
  required,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl;
  const hint = currentUrl
    ? 'PNG, JPEG or WebP, up to 5 MB. Choose a file only to replace the current image.'
    : 'PNG, JPEG or WebP, up to 5 MB.';

  const keepCurrent = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {shown && (
          <img
            src={shown}
            alt={file ? 'The chosen image' : 'The current image'}
            className="h-24 w-24 flex-none rounded-lg object-cover ring-1 ring-slate-200"
          />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPT}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
          {file && currentUrl && (
            <Button size="sm" variant="ghost" onClick={keepCurrent}>
              Keep the current image
            </Button>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
