import { Button } from '@/components/ui/button';
import { AUTH_TEXTS } from '../auth-texts';

/**
 * The auth forms' submit (spec §2): "Continue", disabled while any field has an error and
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
    <Button type="submit" className="w-full" size="lg" isLoading={isLoading} disabled={disabled}>
      {AUTH_TEXTS.continue}
    </Button>
  );
}
