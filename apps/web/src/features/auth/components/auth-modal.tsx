import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Modal } from '@/components/ui/modal';
import { BlockSpinner } from '@/components/ui/block-spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { modalClosed, selectAuthStep, selectOpenModal, type AuthStep } from '@/lib/ui-slice';
import { useAuthTexts } from '../auth-texts';

const STEPS = {
  login: { title: 'loginTitle', text: 'loginText' },
  role: { title: 'roleTitle', text: 'roleText' },
  student: { title: 'studentTitle', text: 'studentText' },
  signup: { title: 'signupTitle', text: 'signupText' },
} as const satisfies Record<AuthStep, { title: string; text: string }>;

// The forms (schemas, sign-in calls) stay out of the first page until the modal first opens.
const AuthStepBody = lazyComponent(() => import('./auth-step-body').then((m) => m.AuthStepBody));

/**
 * The login/signup modal: login, role choice, student and signup steps; forgot and
 * code entry are their own screens (see AuthStep). Closing resets it to the login step. Each
 * step is keyed, so its form starts empty whenever the step changes.
 */
export function AuthModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModal) === 'auth';
  const step = useAppSelector(selectAuthStep);
  const { t } = useAuthTexts();
  const { title, text } = STEPS[step];
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      title={t(title)}
      description={t(text)}
      focusKey={step}
    >
      <Suspense fallback={<BlockSpinner />}>
        <AuthStepBody key={step} step={step} />
      </Suspense>
    </Modal>
  );
}
