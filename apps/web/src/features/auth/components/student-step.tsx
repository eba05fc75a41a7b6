import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OTP_LENGTH, STORAGE_KEYS, type StudentStatus } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { storage } from '@/lib/storage';
import { modalClosed, selectStudentPrefill, type StudentPrefill } from '@/lib/ui-slice';
import { StudentEmailForm } from './student-email-form';
import { StudentFollowUp } from './student-follow-up';

type Phase = 'email' | 'password' | 'create';

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A link with status verify asks for the password; create_password with its dummy password creates one. */
function phaseOf(prefill: StudentPrefill | null): Phase {
  if (prefill?.mailStatus === 'verify') return 'password';
  if (prefill?.mailStatus === 'create_password' && prefill.dummyPassword) return 'create';
  return 'email';
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** State the code screen reads: the code from the e-mailed link, to prefill its boxes. */
export interface CodeScreenState {
  code?: string;
}

/**
 * The student step of the student login flow: the e-mail goes to POST /init-user, and the
 * status decides what follows. is_new: the code screen /verification/{email} (the code
 * prefilled when the e-mailed link opened this step); verify: the password; create_password:
 * the create-password form with both fields empty.
 */
export function StudentStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const prefill = useAppSelector(selectStudentPrefill);
  const [phase, setPhase] = useState<Phase>(() => phaseOf(prefill));
  const [email, setEmail] = useState(prefill?.mail ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const linkCode =
    prefill?.mailStatus === 'is_new' && CODE_PATTERN.test(prefill.dummyPassword)
      ? prefill.dummyPassword
      : undefined;
  // An is_new link carries a code, not a dummy password: only other link statuses hold one.
  const dummyPassword =
    prefill && prefill.mailStatus !== 'is_new' && sameAddress(prefill.mail, email)
      ? prefill.dummyPassword
      : undefined;

  // The code screen's Back clears this e-mail again.
  const goToCode = (address: string, code?: string) => {
    storage.set(STORAGE_KEYS.email, address);
    dispatch(modalClosed());
    const state: CodeScreenState = { code };
    navigate(paths.verification(address), { state });
  };

  const onStatus = (status: StudentStatus, address: string, message: string) => {
    setEmail(address);
    if (status === 'is_new') return goToCode(address);
    setNotice(message);
    setPhase(status === 'verify' ? 'password' : 'create');
  };

  if (phase === 'email') {
    return (
      <StudentEmailForm
        initialEmail={email}
        codeFromLink={linkCode ? { email: prefill?.mail ?? '', code: linkCode } : undefined}
        onCodeFromLink={goToCode}
        onStatus={onStatus}
      />
    );
  }
  return (
    <StudentFollowUp
      email={email}
      notice={notice}
      needs={phase}
      dummyPassword={dummyPassword}
      onOtherEmail={() => {
        setNotice(null);
        setPhase('email');
      }}
    />
  );
}
