import type { ReactNode } from 'react';
import { Button } from '../ui/button';

interface SubmitButtonProps {
  isLoading?: boolean;
  /** Disabled while any field has an error. */
  disabled: boolean;
  children: ReactNode;
}

/** The full-width submit of the account forms: a spinner while the request runs. */
export function SubmitButton({ isLoading, disabled, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" size="lg" isLoading={isLoading} disabled={disabled}>
      {children}
    </Button>
  );
}
