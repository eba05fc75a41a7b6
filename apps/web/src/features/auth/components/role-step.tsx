import { useState, type FormEvent } from 'react';
import { RadioChoices, type RadioChoice } from '@/components/forms/radio-choices';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppDispatch } from '@/lib/hooks';
import { authStepChosen } from '@/lib/ui-slice';
import { AUTH_TEXTS } from '../auth-texts';
import { StepToggle } from './step-toggle';

type Role = 'student' | 'counselor';

const OPTIONS: RadioChoice<Role>[] = [
  {
    value: 'student',
    label: AUTH_TEXTS.studentRole,
    hint: 'Students sign in with their school email and a 6-digit code.',
  },
  {
    value: 'counselor',
    label: AUTH_TEXTS.counselorRole,
    hint: 'Counselors and families create an account with email and password.',
  },
];

/**
 * Role Selection: two radio-style options, labelled "High School Enterprise Account" (student)
 * and "I am an Individual User" (counselor). The student option leads to the student step, the
 * counselor option to the signup form.
 */
export function RoleStep() {
  const dispatch = useAppDispatch();
  const [role, setRole] = useState<Role | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role) dispatch(authStepChosen(role === 'student' ? 'student' : 'signup'));
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-4" aria-label={AUTH_TEXTS.roleTitle}>
        <fieldset className="space-y-3">
          <legend className="sr-only">{AUTH_TEXTS.roleTitle}</legend>
          <RadioChoices name="role" look="card" options={OPTIONS} value={role} onChange={setRole} />
        </fieldset>
        <SubmitButton disabled={!role}>{AUTH_TEXTS.continue}</SubmitButton>
      </form>
      <StepToggle to="login" />
    </>
  );
}
