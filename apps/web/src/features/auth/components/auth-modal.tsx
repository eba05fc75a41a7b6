import type { ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Modal } from '@/components/ui/modal';
import { modalClosed, selectAuthStep, selectOpenModal, type AuthStep } from '@/lib/ui-slice';
import { AUTH_TEXTS } from '../auth-texts';
import { LoginStep } from './login-step';
import { RoleStep } from './role-step';
import { SignupStep } from './signup-step';
import { StudentStep } from './student-step';

const STEPS: Record<AuthStep, { title: string; text: string; Body: ComponentType }> = {
  login: { title: AUTH_TEXTS.loginTitle, text: AUTH_TEXTS.loginText, Body: LoginStep },
  role: { title: AUTH_TEXTS.roleTitle, text: AUTH_TEXTS.roleText, Body: RoleStep },
  student: { title: AUTH_TEXTS.studentTitle, text: AUTH_TEXTS.studentText, Body: StudentStep },
  signup: { title: AUTH_TEXTS.signupTitle, text: AUTH_TEXTS.signupText, Body: SignupStep },
};

/**
 * The login/signup modal (spec §2): login, role choice, student and signup steps; forgot and
 * code entry are their own screens (see AuthStep). Closing resets it to the login step. Each
 * step is keyed, so its form starts empty whenever the step changes.
 */
export function AuthModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModal) === 'auth';
  const step = useAppSelector(selectAuthStep);
  const { title, text, Body } = STEPS[step];
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      title={title}
      description={text}
      focusKey={step}
    >
      <Body key={step} />
    </Modal>
  );
}
