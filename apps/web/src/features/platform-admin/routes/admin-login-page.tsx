import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_FLAG, AdminLoginInputSchema, MESSAGES } from '@degreeworth/core';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { CenteredPanel } from '@/components/centered-panel';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { storeAdminSession } from '@/lib/session';
import { apiErrorMessage } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAdminLoginMutation } from '../api/admin-auth-api';

const NOT_ADMIN = 'This account has no admin access.';

/**
 * /crm: platform admin sign-in (spec §2). The token is stored only when the answer's user has
 * is_admin 1 (spec §4); then the dashboard opens.
 */
export function AdminLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useSchemaForm(AdminLoginInputSchema, { email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [adminLogin, { isLoading }] = useAdminLoginMutation();

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await adminLogin(input).unwrap();
      if (answer.user.is_admin !== ADMIN_FLAG) return setFormError(NOT_ADMIN);
      dispatch(storeAdminSession(answer.token, answer.user));
      navigate(paths.crm.dashboard, { replace: true });
    } catch (err) {
      if (!form.applyServerErrors(err))
        setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  });

  return (
    <CenteredPanel title="Admin login">
      <Seo title="Admin Login" noIndex />
      <p>Sign in to manage users, resources, testimonials and subscriptions.</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Admin login">
        <FormAlert message={formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button
          type="submit"
          className="w-full"
          size="lg"
          isLoading={isLoading}
          disabled={form.hasErrors}
        >
          Log in
        </Button>
      </form>
    </CenteredPanel>
  );
}
