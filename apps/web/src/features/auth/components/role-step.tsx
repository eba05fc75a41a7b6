import { useState, type FormEvent } from 'react';
import { RadioChoices, type RadioChoice } from '@/components/forms/radio-choices';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppDispatch } from '@/lib/hooks';
import { authStepChosen } from '@/lib/ui-slice';
import { useAuthTexts } from '../auth-texts';
import { StepToggle } from './step-toggle';

type Role = 'student' | 'counselor';

/**
 * Role Selection: two radio-style options, labelled "High School Enterprise Account" (student)
 * and "I am an Individual User" (counselor). The student option leads to the student step, the
 * counselor option to the signup form.
 */
export function RoleStep() {
  const dispatch = useAppDispatch();
  const [role, setRole] = useState<Role | null>(null);
  const { t } = useAuthTexts();
  const options: RadioChoice<Role>[] = [
    { value: 'student', label: t('studentRole'), hint: t('studentRoleHint') },
    { value: 'counselor', label: t('counselorRole'), hint: t('counselorRoleHint') },
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role) dispatch(authStepChosen(role === 'student' ? 'student' : 'signup'));
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-4" aria-label={t('roleTitle')}>
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('roleTitle')}</legend>
          <RadioChoices name="role" look="card" options={options} value={role} onChange={setRole} />
        </fieldset>
        <SubmitButton disabled={!role}>{t('continue')}</SubmitButton>
      </form>
      <StepToggle to="login" />
    </>
  );
}
