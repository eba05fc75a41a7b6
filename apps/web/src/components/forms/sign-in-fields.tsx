import type { BoundField } from '@/lib/use-schema-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { withRequiredRule } from './required-rule';

/**
 * The email and password of every sign-in form (the main login, /crm, the institute login):
 * named "username" and "current-password" so password managers fill them as a pair; an empty
 * one says "This field is required." under it while the schema's "All fields are required"
 * stays the submit toast.
 */
export function SignInFields({ email, password }: { email: BoundField; password: BoundField }) {
  return (
    <>
      <EmailField autoComplete="username" {...withRequiredRule(email)} />
      <PasswordField label="Password" {...withRequiredRule(password)} />
    </>
  );
}
