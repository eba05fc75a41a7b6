import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES } from '@degreeworth/core';
import { EmailField } from '@/components/forms/email-field';
import { Button } from '@/components/ui/button';
import type { FieldChange } from '@/components/ui/field-types';
import { selectIsLoggedIn } from '@/lib/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { toast } from '@/lib/toast';
import { planChosen, selectPricingEmail } from '@/lib/ui-slice';
import { useSchemaForm } from '@/lib/use-schema-form';
import { usePricingTexts } from '../pricing-texts';

/** The pricing modal's e-mail field: required, email type (the shared input's messages). */
const PricingEmailSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.required).regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
});

/**
 * "Choose plan" of Individual Pro. A signed-in user goes straight to the method list (the
 * e-mail comes from the account). A visitor's first press shows the e-mail
 * input; choosing with it empty says "Please enter your email address to proceed.", and a field
 * error disables the button.
 */
export function ChoosePlan() {
  const dispatch = useAppDispatch();
  const { t } = usePricingTexts();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const saved = useAppSelector(selectPricingEmail);
  // Back from the method list, the button (or the filled-in field) is where the buyer left it.
  const isReturning = saved !== null;
  const form = useSchemaForm(PricingEmailSchema, { email: saved ?? '' });
  const [asksEmail, setAsksEmail] = useState(isReturning && !isLoggedIn);
  const fieldRef = useRef<HTMLDivElement>(null);
  const [focusField, setFocusField] = useState(false);

  useEffect(() => {
    if (focusField) fieldRef.current?.querySelector('input')?.focus();
  }, [focusField]);

  // Leaving the field empty is not yet an error: the press of "Choose plan" says what is missing,
  // which a button disabled by a blur would never let the buyer see.
  const bound = form.field('email');
  const emailField = {
    ...bound,
    onChange: (change: FieldChange) => {
      if (change.value === bound.value && bound.value.trim() === '' && !bound.error) return;
      bound.onChange(change);
    },
  };

  if (isLoggedIn) {
    return (
      <Button className="w-full" autoFocus={isReturning} onClick={() => dispatch(planChosen(''))}>
        {t('individualCta')}
      </Button>
    );
  }

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!asksEmail) {
      setAsksEmail(true);
      setFocusField(true);
      return;
    }
    if (form.values.email.trim() === '') {
      form.setValue('email', form.values.email);
      toast.error(MESSAGES.pricingEmailRequired);
      fieldRef.current?.querySelector('input')?.focus();
      return;
    }
    void form.handleSubmit(({ email }) => dispatch(planChosen(email)))();
  };

  return (
    <form
      noValidate
      onSubmit={choose}
      className="space-y-3"
      aria-label={t('chooseIndividual', { plan: t('individualName') })}
    >
      {asksEmail && (
        <div ref={fieldRef}>
          <EmailField label={t('payment.email')} {...emailField} />
        </div>
      )}
      <Button
        type="submit"
        className="w-full"
        autoFocus={isReturning}
        disabled={asksEmail && form.hasErrors}
      >
        {t('individualCta')}
      </Button>
    </form>
  );
}
