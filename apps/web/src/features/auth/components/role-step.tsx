import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { authStepChosen } from '@/lib/ui-slice';
import { AUTH_TEXTS } from '../auth-texts';
import { StepToggle } from './step-toggle';

type Role = 'student' | 'counselor';

const OPTIONS: { role: Role; label: string; hint: string }[] = [
  {
    role: 'student',
    label: AUTH_TEXTS.studentRole,
    hint: 'Students sign in with their school email and a 6-digit code.',
  },
  {
    role: 'counselor',
    label: AUTH_TEXTS.counselorRole,
    hint: 'Counselors and families create an account with email and password.',
  },
];

/**
 * Role Selection (spec §2): two radio-style options. The student option leads to the student
 * step, the counselor option to the signup form (spec §1 labels).
 */
export function RoleStep() {
  const dispatch = useAppDispatch();
  const [role, setRole] = useState<Role | null>(null);
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role) dispatch(authStepChosen(role === 'student' ? 'student' : 'signup'));
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-4" aria-label={AUTH_TEXTS.roleTitle}>
        <fieldset className="space-y-3">
          <legend className="sr-only">{AUTH_TEXTS.roleTitle}</legend>
          {OPTIONS.map((option) => (
            <label
              key={option.role}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600"
            >
              <input
                type="radio"
                name="role"
                value={option.role}
                checked={role === option.role}
                onChange={() => setRole(option.role)}
                aria-describedby={`${hintId}-${option.role}`}
                className="mt-1 h-4 w-4 accent-emerald-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span id={`${hintId}-${option.role}`} className="block text-sm text-slate-600">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="w-full" size="lg" disabled={!role}>
          {AUTH_TEXTS.continue}
        </Button>
      </form>
      <StepToggle
        prompt={AUTH_TEXTS.toLoginPrompt}
        action={AUTH_TEXTS.loginTitle}
        onClick={() => dispatch(authStepChosen('login'))}
      />
    </>
  );
}
