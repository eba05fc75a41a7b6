import { useNavigate } from 'react-router';
import { ADMIN_FLAG, AdminLoginInputSchema } from '@degreeworth/core';
import { CenteredPanel } from '@/components/centered-panel';
import { SignInFields } from '@/components/forms/sign-in-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { Seo } from '@/components/seo';
import { FormAlert } from '@/components/ui/form-alert';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { storeAdminSession } from '@/lib/session';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ADMIN_TAGS, adminApi } from '../api/admin-api';
import { useAdminLoginMutation } from '../api/admin-auth-api';

const NOT_ADMIN = 'This account has no admin access.';

/**
 * /crm: platform admin sign-in. The token is stored only when the answer's user has is_admin 1;
 * then the dashboard opens.
 */
export function AdminLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useSchemaForm(AdminLoginInputSchema, { email: '', password: '' });
  const [adminLogin, { isLoading }] = useAdminLoginMutation();

  const submit = form.submitWith(async (input) => {
    const answer = await adminLogin(input).unwrap();
    if (answer.user.is_admin !== ADMIN_FLAG) return form.setFormError(NOT_ADMIN);
    dispatch(storeAdminSession(answer.token, answer.user));
    // A new admin session: nothing cached for an earlier one (expired meanwhile) is shown again.
    dispatch(adminApi.util.invalidateTags([...ADMIN_TAGS]));
    navigate(paths.crm.dashboard, { replace: true });
  });

  return (
    <CenteredPanel title="Admin login">
      <Seo title="Admin Login" noIndex />
      <p>Sign in to manage users, resources, testimonials and subscriptions.</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Admin login">
        <FormAlert message={form.formError} />
        <SignInFields email={form.field('email')} password={form.field('password')} />
        <SubmitButton isLoading={isLoading} disabled={form.hasErrors}>
          Log in
        </SubmitButton>
      </form>
    </CenteredPanel>
  );
}
