import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { CONTACT_FIELD_RULES, useContactForm } from '../use-contact-form';

interface ContactFormProps {
  /** The widget is compact; the contact page form is roomier. */
  variant: 'widget' | 'page';
  onSent?: () => void;
  /** Accessible name of the form. */
  label: string;
}

/** Name, email and message, sent to POST /contact-us (spec §2 contact widget and page). */
export function ContactForm({ variant, onSent, label }: ContactFormProps) {
  const { values, errors, changeOf, submit, isSending, canSubmit } = useContactForm(onSent);
  return (
    <form aria-label={label} noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required={CONTACT_FIELD_RULES.name.required}
        value={values.name}
        error={errors.name}
        onChange={changeOf('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required={CONTACT_FIELD_RULES.email.required}
        value={values.email}
        error={errors.email}
        onChange={changeOf('email')}
      />
      <TextField
        label="Message"
        name="message"
        type="textarea"
        rows={variant === 'page' ? 6 : 3}
        required={CONTACT_FIELD_RULES.message.required}
        value={values.message}
        error={errors.message}
        onChange={changeOf('message')}
      />
      <Button
        type="submit"
        disabled={!canSubmit}
        isLoading={isSending}
        size={variant === 'page' ? 'lg' : 'md'}
        className="w-full"
      >
        {isSending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
