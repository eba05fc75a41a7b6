import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { authStepChosen } from '@/lib/ui-slice';
import { useAuthTexts } from '../auth-texts';

/** Each toggle's prompt, its action's label and the step it opens (signup starts at Role Selection). */
const TOGGLES = {
  login: { prompt: 'toLoginPrompt', action: 'loginTitle', step: 'login' },
  signup: { prompt: 'toSignupPrompt', action: 'signupTitle', step: 'role' },
} as const;

/** "Don't have an account? Signup" and back: the toggle between login and signup. */
export function StepToggle({ to }: { to: keyof typeof TOGGLES }) {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  const { prompt, action, step } = TOGGLES[to];
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {t(prompt)}{' '}
      <Button variant="link" onClick={() => dispatch(authStepChosen(step))}>
        {t(action)}
      </Button>
    </p>
  );
}
