import { SubmitButton } from '@/components/forms/submit-button';
import { AUTH_TEXTS } from '../auth-texts';

/**
 * The auth forms' submit: "Continue", disabled while any field has an error and
 * showing a spinner while the request runs.
 */
export function ContinueButton({
  isLoading,
  disabled,
}: {
  isLoading?: boolean;
  disabled: boolean;
}) {
  return (
    <SubmitButton isLoading={isLoading} disabled={disabled}>
      {AUTH_TEXTS.continue}
    </SubmitButton>
  );
}
