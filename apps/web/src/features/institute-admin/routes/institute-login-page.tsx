import { useState } from 'react';
import { useParams } from 'react-router';
import {
  INSTITUTE_TEXT,
  InstituteForgotPasswordInputSchema,
  InstituteLoginInputSchema,
  InstituteSetPasswordInputSchema,
  MESSAGES,
} from '@degreeworth/core';
import { CenteredPanel } from '@/components/centered-panel';
import { EmailField } from '@/components/forms/email-field';
import { PasswordField } from '@/components/forms/password-field';
import { SignInFields } from '@/components/forms/sign-in-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  useForgotInstitutePasswordMutation,
  useInstituteLoginMutation,
  useSetInstitutePasswordMutation,
} from '../api/institute-auth-api';
import { useInstituteSignIn } from '../hooks/use-institute-sign-in';
import { TEXT } from '../institute-texts';

/** A failed institute call shows the server's message in an error toast (and in place). */
async function toastingFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    toast.admin.apiError(err, MESSAGES.contactFailed);
    throw err;
  }
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const form = useSchemaForm(InstituteLoginInputSchema, { email: '', password: '' });
  const [login, { isLoading }] = useInstituteLoginMutation();
  const signIn = useInstituteSignIn();
  const submit = form.submitWith(async (input) => {
    signIn(await toastingFailure(login(input).unwrap()));
  });
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label={TEXT.loginTitle}>
      <FormAlert message={form.formError} />
      <SignInFields email={form.field('email')} password={form.field('password')} />
      <div className="text-right">
        <Button variant="link" onClick={onForgot}>
          {TEXT.forgotLink}
        </Button>
      </div>
      <SubmitButton isLoading={isLoading} disabled={form.hasErrors}>
        {TEXT.logIn}
      </SubmitButton>
    </form>
  );
}

/**
 * "Forgot password?": the address goes to POST /institute/forgot-password, whose one answer
 * (the same for any address) replaces the form. The mailed link opens
 * /confirm-subscription/{token}/{mail}, this screen's set-password form.
 */
function ForgotForm({ onBack }: { onBack: () => void }) {
  const form = useSchemaForm(InstituteForgotPasswordInputSchema, { email: '' });
  const [forgotPassword, { isLoading }] = useForgotInstitutePasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.submitWith(async (input) => {
    setSent((await forgotPassword(input).unwrap()).message || INSTITUTE_TEXT.resetSent);
  });
  const back = (
    <Button variant="link" onClick={onBack}>
      {TEXT.backToLogin}
    </Button>
  );
  if (sent)
    return (
      <div className="mt-6 space-y-4">
        <FormAlert message={sent} tone="success" />
        {back}
      </div>
    );
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label={TEXT.forgotTitle}>
      <p>{TEXT.forgotIntro}</p>
      <FormAlert message={form.formError} />
      <EmailField autoComplete="username" {...form.field('email')} />
      <SubmitButton isLoading={isLoading} disabled={form.hasErrors}>
        {TEXT.sendResetLink}
      </SubmitButton>
      {back}
    </form>
  );
}

/** The login form, or in its place the "Forgot password?" request. */
function LoginOrForgot() {
  const [forgot, setForgot] = useState(false);
  return forgot ? (
    <ForgotForm onBack={() => setForgot(false)} />
  ) : (
    <LoginForm onForgot={() => setForgot(true)} />
  );
}

function SetPasswordForm({ mail, dummyPassword }: { mail: string; dummyPassword: string }) {
  const form = useSchemaForm(InstituteSetPasswordInputSchema, {
    email: mail,
    dummyPassword,
    password: '',
    password_confirmation: '',
  });
  const [setPassword, { isLoading }] = useSetInstitutePasswordMutation();
  const signIn = useInstituteSignIn();
  const submit = form.submitWith(async (input) => {
    const answer = await toastingFailure(setPassword(input).unwrap());
    toast.admin.success(answer.message || INSTITUTE_TEXT.passwordCreated);
    signIn(answer);
  });
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label={TEXT.setPassword}>
      <FormAlert message={form.formError} />
      <EmailField autoComplete="username" readOnly {...form.field('email')} />
      <PasswordField label="Password" isNew {...form.field('password')} />
      <PasswordField label="Confirm password" isNew {...form.field('password_confirmation')} />
      <SubmitButton isLoading={isLoading} disabled={form.hasErrors}>
        {TEXT.setPassword}
      </SubmitButton>
    </form>
  );
}

/**
 * /institute/admin, and /confirm-subscription/{dummyPassword}/{mail}: the same screen, there
 * used to set a password from the mailed link. Both store the institute token and open
 * /{institute}/admin/dashboard; a signed-in institute admin never sees it (the route's gate).
 */
export function InstituteLoginPage() {
  const { mail, dummyPassword } = useParams();
  const isSettingPassword = Boolean(mail && dummyPassword);
  return (
    <CenteredPanel title={TEXT.loginTitle}>
      <Seo title="Institute Admin Login" noIndex />
      <p>{isSettingPassword ? TEXT.setPasswordIntro : TEXT.loginIntro}</p>
      {mail && dummyPassword ? (
        <SetPasswordForm mail={mail} dummyPassword={dummyPassword} />
      ) : (
        <LoginOrForgot />
      )}
    </CenteredPanel>
  );
}
