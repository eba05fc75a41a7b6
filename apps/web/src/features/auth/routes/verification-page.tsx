import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { STORAGE_KEYS } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { selectIsLoggedIn } from '@/lib/auth-slice';
import { storage } from '@/lib/storage';
import { authModalOpened } from '@/lib/ui-slice';
import type { VerifyOtpResponse } from '../api/student-api';
import { useAuthTexts } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';
import { CodeEntry } from '../components/code-entry';
import { CreatePasswordForm } from '../components/create-password-form';
import type { CodeScreenState } from '../components/student-step';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { Redirect } from '@/components/redirect';

/**
 * /verification/{email}: code entry. A right code signs an existing student in; a new
 * student gets a ticket and creates a password here. A signed-in visitor goes to /home,
 * which is also where every successful sign-in on this screen ends.
 */
export function VerificationPage() {
  const { email = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const completeSignIn = useCompleteSignIn();
  const { t } = useAuthTexts();
  const [ticket, setTicket] = useState<string | null>(null);
  const { code } = (location.state ?? {}) as CodeScreenState;

  if (isLoggedIn) return <Redirect to={paths.homeNoModal} />;

  const onVerified = (answer: VerifyOtpResponse) => {
    if (answer.status === 'create_password') setTicket(answer.ticket);
    else completeSignIn(answer, email);
  };

  // Back clears the stored email and phone and returns to the student registration.
  const back = () => {
    storage.remove(STORAGE_KEYS.email, STORAGE_KEYS.phone);
    dispatch(authModalOpened('student'));
    navigate(paths.homeNoModal);
  };

  return (
    <AuthScreen title={ticket ? t('createPasswordTitle') : t('codeTitle')}>
      {ticket ? (
        <CreatePasswordForm email={email} ticket={ticket} showHeading={false} />
      ) : (
        <CodeEntry email={email} initialCode={code} onVerified={onVerified} onBack={back} />
      )}
    </AuthScreen>
  );
}
