import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { useAuthTexts } from '../auth-texts';
import { CodeBoxes } from './code-boxes';

interface CodeFieldProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** The code's message, shown under the boxes and read out as their description. */
  error: string | null | undefined;
  /** A visible caption above the boxes; the group is named "Verification code" either way. */
  caption?: string;
  disabled?: boolean;
}

/** The six code boxes with their error, as the code screen and the reset form show them. */
export function CodeField({ digits, onChange, error, caption, disabled }: CodeFieldProps) {
  const errorId = useId();
  const { t } = useAuthTexts();
  return (
    <div>
      {caption && <p className="mb-1 text-sm font-medium text-slate-800">{caption}</p>}
      <CodeBoxes
        digits={digits}
        onChange={onChange}
        label={t('codeGroup')}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        disabled={disabled}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
