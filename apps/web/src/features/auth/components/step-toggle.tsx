import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { authStepChosen } from '@/lib/ui-slice';
import { AUTH_TEXTS } from '../auth-texts';

/** Each toggle's prompt, its action's label and the step it opens (signup starts at Role Selection). */
const TOGGLES = {
  login: { prompt: AUTH_TEXTS.toLoginPrompt, action: AUTH_TEXTS.loginTitle, step: 'login' },
  signup: { prompt: AUTH_TEXTS.toSignupPrompt, action: AUTH_TEXTS.signupTitle, step: 'role' },
} as const;

/** "Don't have an account? Signup" and back: the toggle between login and signup. */
export function StepToggle({ to }: { to: keyof typeof TOGGLES }) {
  const dispatch = useAppDispatch();
  const { prompt, action, step } = TOGGLES[to];
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {prompt}{' '}
      <Button variant="link" onClick={() => dispatch(authStepChosen(step))}>
        {action}
      </Button>
    </p>
  );
}
