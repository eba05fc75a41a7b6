import { MESSAGES } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { TitledSection } from '@/components/titled-section';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { selectAuthToken, selectUser } from '@/lib/auth-slice';
import { meApi } from '@/lib/me-api';
import { logout } from '@/lib/session';
import { apiErrorMessage } from '@/lib/toast';
import { authModalOpened } from '@/lib/ui-slice';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalDataSection } from '../components/personal-data-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { SchoolInvitationSection } from '../components/school-invitation-section';
import { SchoolSection } from '../components/school-section';
import { SignInLinkSection } from '../components/sign-in-link-section';
import { useProfileTexts } from '../profile-texts';

const CARD = 'rounded-2xl p-6 ring-1 ring-slate-200';

/**
 * /profile (signed-in only): name and image, the password, a sign-in link for another device
 * and, for a student a school enrolled, the school with "Leave school"; for an account a school
 * invited, the invitation with Join and Decline; and "Your data": a copy to download, or deleting
 * the account.
 */
export function ProfilePage() {
  const { t } = useProfileTexts();
  const user = useAppSelector(selectUser);
  return (
    <PageContainer title={t('title')}>
      <Seo title={t('seoTitle')} noIndex />
      {user ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <TitledSection title={t('detailsTitle')} className={CARD}>
            <ProfileDetailsForm key={user.id} user={user} />
          </TitledSection>
          <TitledSection title={t('passwordTitle')} className={CARD}>
            <ChangePasswordForm />
          </TitledSection>
          <TitledSection title={t('signInLink.title')} className={CARD}>
            <SignInLinkSection />
          </TitledSection>
          {user.institute && (
            <TitledSection title={t('school.title')} className={CARD}>
              <SchoolSection institute={user.institute} />
            </TitledSection>
          )}
          {!user.institute && user.institute_invitation && (
            <TitledSection title={t('school.title')} className={CARD}>
              <SchoolInvitationSection invitation={user.institute_invitation} />
            </TitledSection>
          )}
          <TitledSection title={t('personalData.title')} className={CARD}>
            <PersonalDataSection />
          </TitledSection>
        </div>
      ) : (
        <ProfileStatus />
      )}
    </PageContainer>
  );
}

/** While the record is unknown: loading, a session that ended, or a failure to retry. */
function ProfileStatus() {
  const { t } = useProfileTexts();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken) ?? '';
  const { isError, error, refetch } = meApi.useGetMeQuery(token, { skip: !token });

  if (!isError) {
    return (
      <div className="mt-8 text-emerald-700">
        <Spinner size="lg" label={t('status.loading')} />
      </div>
    );
  }
  // A user-token 401 is only passed on (unlike the admin ones, it does not end the session by
  // itself): this page says so and offers a new sign-in.
  if (apiErrorMessage(error) === MESSAGES.unauthenticated) {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <FormAlert message={t('status.ended')} />
        <Button
          onClick={() => {
            dispatch(logout());
            dispatch(authModalOpened('login'));
          }}
        >
          {t('status.logIn')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-8 max-w-xl space-y-4">
      <FormAlert message={apiErrorMessage(error) ?? t('status.failed')} />
      <Button variant="secondary" onClick={() => void refetch()}>
        {t('status.retry')}
      </Button>
    </div>
  );
}
