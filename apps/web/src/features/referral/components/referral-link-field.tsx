import { useEffect, useId, useRef, useState } from 'react';
import { REFERRAL_TEXT } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-types';
import { copyText } from '../copy-text';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied!" stays, so a second copy is announced again. */
const COPIED_MS = 4000;

/** The referral link in a read-only field with a Copy button; the result is announced politely. */
export function ReferralLinkField({ link }: { link: string }) {
  const id = useId();
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
        {REFERRAL_TEXT.linkLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={fieldRef}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses} font-mono text-sm`}
        />
        <Button onClick={() => void copy()} className="shrink-0">
          {REFERRAL_TEXT.copy}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-emerald-800">
        {state === 'copied' && REFERRAL_TEXT.copied}
        {state === 'failed' && <span className="text-slate-700">{REFERRAL_TEXT.copyFailed}</span>}
      </p>
    </div>
  );
}
