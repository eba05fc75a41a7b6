import type { BoundField } from '@/lib/use-schema-form';
import { TextField } from '../ui/text-field';

interface PasswordFieldProps extends BoundField {
  label: string;
  /** A password being chosen (new, or its confirmation) rather than the one in use: password managers offer a generated one. */
  isNew?: boolean;
}

/** A required password field, bound to a schema form's field. */
export function PasswordField({ label, isNew = false, ...field }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      {...field}
    />
  );
}
