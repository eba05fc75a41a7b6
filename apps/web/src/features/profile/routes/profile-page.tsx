import { MESSAGES } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { selectAuthToken, selectUser } from '@/lib/auth-slice';
import { meApi } from '@/lib/me-api';
import { logout } from '@/lib/session';
import { apiErrorMessage } from '@/lib/toast';
import { authModalOpened } from '@/lib/ui-slice';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

/** /profile (signed-in only): name and image (spec §1, §3) and the password (issue item 7). */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  return (
    <PageContainer title="Your profile">
      <Seo title="Profile" noIndex />
      {user ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="profile-details"
            className="rounded-2xl p-6 ring-1 ring-slate-200"
          >
            <h2 id="profile-details" className="mb-4 text-xl font-semibold text-slate-900">
              Your details
            </h2>
            <ProfileDetailsForm key={user.id} user={user} />
          </section>
          <section
            aria-labelledby="profile-password"
            className="rounded-2xl p-6 ring-1 ring-slate-200"
          >
            <h2 id="profile-password" className="mb-4 text-xl font-semibold text-slate-900">
              Change password
            </h2>
            <ChangePasswordForm />
          </section>
        </div>
      ) : (
        <ProfileStatus />
      )}
    </PageContainer>
  );
}

/** While the record is unknown: loading, a session that ended, or a failure to retry. */
function ProfileStatus() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken) ?? '';
  const { isError, error, refetch } = meApi.useGetMeQuery(token, { skip: !token });

  if (!isError) {
    return (
      <div className="mt-8 text-emerald-700">
        <Spinner size="lg" label="Loading your profile" />
      </div>
    );
  }
  // A user-token 401 is passed on (spec §4): this page says so and offers a new sign-in.
  if (apiErrorMessage(error) === MESSAGES.unauthenticated) {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <FormAlert message="Your session has ended. Please log in again." />
        <Button
          onClick={() => {
            dispatch(logout());
            dispatch(authModalOpened('login'));
          }}
        >
          Log in again
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-8 max-w-xl space-y-4">
      <FormAlert message={apiErrorMessage(error) ?? 'We could not load your profile.'} />
      <Button variant="secondary" onClick={() => void refetch()}>
        Try again
      </Button>
    </div>
  );
}
