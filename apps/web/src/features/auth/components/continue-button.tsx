import { SubmitButton } from '@/components/forms/submit-button';
import { useAuthTexts } from '../auth-texts';

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
  const { t } = useAuthTexts();
  return (
    <SubmitButton isLoading={isLoading} disabled={disabled}>
      {t('continue')}
    </SubmitButton>
  );
}
