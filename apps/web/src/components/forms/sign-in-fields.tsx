import type { BoundField } from '@/lib/use-schema-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { withRequiredRule } from './required-rule';

/**
 * The email and password of every sign-in form (the main login, /crm, the institute login):
 * named "username" and "current-password" so password managers fill them as a pair; an empty
 * one says "This field is required." under it while the schema's "All fields are required"
 * stays the submit toast. `labels` gives them in the page's language (admin and school sign-in
 * stay English).
 */
export function SignInFields({
  email,
  password,
  labels = { email: 'Email', password: 'Password' },
}: {
  email: BoundField;
  password: BoundField;
  labels?: { email: string; password: string };
}) {
  return (
    <>
      <EmailField label={labels.email} autoComplete="username" {...withRequiredRule(email)} />
      <PasswordField label={labels.password} {...withRequiredRule(password)} />
    </>
  );
}
