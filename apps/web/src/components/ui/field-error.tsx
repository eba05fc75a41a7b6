import { useTranslateMessage } from '@/lib/i18n/translate-message';

interface FieldErrorProps {
  id: string;
  message: string | null | undefined;
}

/**
 * The message under a field; the field points at it with aria-describedby. The product's fixed
 * messages show in the page's language.
 */
export function FieldError({ id, message }: FieldErrorProps) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {translate(message)}
    </p>
  );
}
