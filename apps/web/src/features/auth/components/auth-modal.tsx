import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Modal } from '@/components/ui/modal';
import { modalClosed, selectAuthStep, selectOpenModal, selectStudentPrefill } from '@/lib/ui-slice';
import { AUTH_TEXTS } from '../auth-texts';
import { LoginStep } from './login-step';
import { StudentStep } from './student-step';

/**
 * The login/signup modal (spec §2). Only the login and student steps exist in this release;
 * the accounts issue adds role choice, signup, forgot and code entry.
 */
export function AuthModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModal) === 'auth';
  const step = useAppSelector(selectAuthStep);
  const student = useAppSelector(selectStudentPrefill);
  const close = () => dispatch(modalClosed());

  if (step === 'student') {
    return (
      <Modal
        isOpen={isOpen}
        onClose={close}
        title="Student login"
        description="Use your student email to continue."
      >
        <StudentStep email={student?.mail ?? ''} />
      </Modal>
    );
  }
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={AUTH_TEXTS.loginTitle}
      description={AUTH_TEXTS.loginText}
    >
      <LoginStep />
    </Modal>
  );
}
