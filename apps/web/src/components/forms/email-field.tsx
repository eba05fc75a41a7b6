import type { BoundField } from '@/lib/use-schema-form';
import { TextField } from '../ui/text-field';

interface EmailFieldProps extends BoundField {
  label?: string;
  /** "username" on admin sign-in, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username';
  /** Shown but fixed (the address a mailed link names). */
  readOnly?: boolean;
}

/** The required e-mail field of the account forms, bound to a schema form's field. */
export function EmailField({ label = 'Email', autoComplete = 'email', ...field }: EmailFieldProps) {
  return <TextField label={label} type="email" autoComplete={autoComplete} required {...field} />;
}
