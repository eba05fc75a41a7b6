import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-types';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/i18n';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied!" stays, so a second copy is announced again. */
const COPIED_MS = 4000;

interface CopyLinkFieldProps {
  label: string;
  link: string;
  /** A line under the field (how long the link works), read out with it. */
  hint?: string;
  /** Focus (and select) the link when it appears, so the keyboard can copy it at once. */
  autoFocus?: boolean;
}

/**
 * A link in a read-only field with a Copy button; the result is announced politely. Shared by
 * the referral link, the sign-in link of the profile and the calculator's share link; its
 * words are the shell's (`copyLink` in common), the same on every screen. When the browser
 * refuses to copy, the field is selected for the reader and the status says so.
 */
export function CopyLinkField({ label, link, hint, autoFocus }: CopyLinkFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const fieldRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('idle');
    setState((await copyText(link, fieldRef.current)) ? 'copied' : 'failed');
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={fieldRef}
          type="text"
          readOnly
          value={link}
          autoFocus={autoFocus}
          aria-describedby={hint ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses} font-mono text-sm`}
        />
        <Button onClick={() => void copy()} className="shrink-0">
          {t('copyLink.copy')}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-emerald-800">
        {state === 'copied' && t('copyLink.copied')}
        {state === 'failed' && <span className="text-slate-700">{t('copyLink.copyFailed')}</span>}
      </p>
    </div>
  );
}
