import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useContactTexts } from '../contact-texts';
import { useContactForm } from '../use-contact-form';

interface ContactFormProps {
  /** The widget is compact; the contact page form is roomier. */
  variant: 'widget' | 'page';
  onSent?: () => void;
  /** Accessible name of the form. */
  label: string;
}

/** Name, email and message, sent to POST /contact-us; used by the contact widget and page. */
export function ContactForm({ variant, onSent, label }: ContactFormProps) {
  const { fieldOf, submit, isSending, canSubmit } = useContactForm(onSent);
  const { t } = useContactTexts();
  return (
    <form aria-label={label} noValidate onSubmit={submit} className="space-y-4">
      <TextField label={t('name')} autoComplete="name" {...fieldOf('name')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...fieldOf('email')} />
      <TextField
        label={t('message')}
        type="textarea"
        rows={variant === 'page' ? 6 : 3}
        {...fieldOf('message')}
      />
      <Button
        type="submit"
        disabled={!canSubmit}
        isLoading={isSending}
        size={variant === 'page' ? 'lg' : 'md'}
        className="w-full"
      >
        {isSending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
