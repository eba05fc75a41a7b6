import { InitUserInputSchema, type StudentStatus } from '@degreeworth/core';
import { EmailField } from '@/components/forms/email-field';
import { FormAlert } from '@/components/ui/form-alert';
import { forgetReferralCode, referralCodeField } from '@/lib/referral-code';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useInitUserMutation } from '../api/student-api';
import { useAuthTexts } from '../auth-texts';
import { ContinueButton } from './continue-button';

interface StudentEmailFormProps {
  initialEmail: string;
  /** The e-mailed link /is_new/{mail}/{code} carries the code: no new one is needed for that address. */
  codeFromLink?: { email: string; code: string };
  onCodeFromLink: (email: string, code: string) => void;
  onStatus: (status: StudentStatus, email: string, message: string) => void;
}

/** The student's e-mail ("Please enter a valid email." when empty), sent to /init-user. */
export function StudentEmailForm({
  initialEmail,
  codeFromLink,
  onCodeFromLink,
  onStatus,
}: StudentEmailFormProps) {
  const { t } = useAuthTexts();
  const form = useSchemaForm(InitUserInputSchema, { email: initialEmail });
  const [initUser, { isLoading }] = useInitUserMutation();

  const submit = form.submitWith(async ({ email }) => {
    // Asking again would mail a new code and void the one in the link.
    if (codeFromLink && codeFromLink.email.toLowerCase() === email)
      return onCodeFromLink(email, codeFromLink.code);
    // The code this mails is bound to a kept referral link; the referrer is recorded
    // when the code proves the address, so the link is kept until then (code-entry).
    const answer = await initUser({ email, ...referralCodeField() }).unwrap();
    if (answer.status !== 'is_new') forgetReferralCode();
    onStatus(answer.status, answer.email, answer.message);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('studentTitle')}>
      <FormAlert message={form.formError} />
      {codeFromLink && <FormAlert message={t('linkCodeReady')} tone="info" />}
      <EmailField label={t('studentEmail')} {...form.field('email')} />
      <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
    </form>
  );
}
