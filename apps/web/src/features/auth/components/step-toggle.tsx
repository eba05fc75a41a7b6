import { Button } from '@/components/ui/button';

interface StepToggleProps {
  prompt: string;
  action: string;
  onClick: () => void;
}

/** "Don't have an account? Signup" and back (spec §2: the toggle between login and signup). */
export function StepToggle({ prompt, action, onClick }: StepToggleProps) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {prompt}{' '}
      <Button variant="link" onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}
