import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@degreeworth/core';
import { useAuthTexts } from '../auth-texts';

interface CodeBoxesProps {
  /** One entry per box: '' or a single digit. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Names the group for assistive tech ("Verification code"). */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** An empty code of OTP_LENGTH boxes, or the given code split into boxes. */
export function toDigits(code = ''): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => (/\d/.test(code[i] ?? '') ? code[i]! : ''));
}

/**
 * Code entry boxes: one digit per box, digits only; a paste is taken only when it
 * is exactly six digits; backspace on an empty box moves back and clears that box. Typing a
 * digit moves on; the arrow keys move between boxes.
 */
export function CodeBoxes({
  digits,
  onChange,
  label,
  disabled,
  invalid,
  describedBy,
}: CodeBoxesProps) {
  const { t } = useAuthTexts();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const setAll = (code: string) => {
    onChange(code.split(''));
    focusBox(OTP_LENGTH - 1);
  };

  const type = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    // One-time-code autofill puts the whole code in one box.
    if (SIX_DIGITS.test(typed)) return setAll(typed);
    if (raw === '') return onChange(digits.map((d, i) => (i === index ? '' : d)));
    // Anything but a digit is ignored; over a digit, the newest one wins.
    if (typed === '' || typed === digits[index]) return;
    const digit = typed.replace(digits[index] ?? '', '').slice(-1) || typed.slice(-1);
    onChange(digits.map((d, i) => (i === index ? digit : d)));
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (SIX_DIGITS.test(text)) setAll(text);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className="flex gap-1.5 sm:gap-2"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digit', { index: index + 1, length: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => type(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
          className="h-12 w-0 max-w-12 min-w-0 flex-1 rounded-lg border border-slate-300 text-center text-xl font-semibold text-slate-900 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 sm:h-14"
        />
      ))}
    </div>
  );
}
