import { MESSAGES, SignupInputSchema } from '@degreeworth/core';
import { EmailField } from '@/components/forms/email-field';
import { PasswordField } from '@/components/forms/password-field';
import { withRequiredRule } from '@/components/forms/required-rule';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch } from '@/lib/hooks';
import { forgetReferralCode, referralCodeField } from '@/lib/referral-code';
import { toast } from '@/lib/toast';
import { modalClosed } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignupMutation } from '../api/auth-api';
import { useAuthTexts } from '../auth-texts';
import { ContinueButton } from './continue-button';
import { SignInAlternatives } from './sign-in-alternatives';

const EMPTY = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * The signup form for counselors ("I am an Individual User"). An emptied field says
 * "This field is required." under it; submitting with one empty toasts "All fields are
 * required". POST /auth/signup answers 200 and mails a verification link; the modal
 * closes and the "Check your email inbox" toast stays open until dismissed.
 */
export function SignupStep() {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  const form = useSchemaForm(SignupInputSchema, EMPTY);
  const field = (key: keyof typeof EMPTY) => withRequiredRule(form.field(key));
  const [signup, { isLoading }] = useSignupMutation();

  const submit = form.submitWith(async (input) => {
    // A kept referral link's code goes with the sign-up, then is forgotten.
    await signup({ ...input, ...referralCodeField() }).unwrap();
    forgetReferralCode();
    dispatch(modalClosed());
    toast.persistent(MESSAGES.checkInbox);
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('signupTitle')}>
        <FormAlert message={form.formError} />
        <TextField label={t('name')} autoComplete="name" required {...field('name')} />
        <EmailField label={t('email')} {...field('email')} />
        <PasswordField label={t('password')} isNew {...field('password')} />
        <PasswordField label={t('confirmPassword')} isNew {...field('password_confirmation')} />
        <ContinueButton isLoading={isLoading} disabled={form.hasErrors} />
      </form>
      <SignInAlternatives toggleTo="login" />
    </>
  );
}
