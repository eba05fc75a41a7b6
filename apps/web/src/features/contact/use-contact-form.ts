import { useState, type FormEvent } from 'react';
import {
  CONTACT_RESPONSE_PROMISE,
  CONTACT_TYPE_AFTER_RESET,
  CONTACT_TYPE_DEFAULT,
  MESSAGES,
  validateField,
  type FieldRules,
} from '@degreeworth/core';
import type { FieldChange } from '@/components/ui/field-types';
import { toast } from '@/lib/toast';
import { serverFieldErrors } from '@/lib/use-schema-form';
import { useSendContactMessageMutation } from './api/contact-api';
// Registers the API's answers, so the toasts below show them in the page's language.
import './contact-texts';

export type ContactField = 'name' | 'email' | 'message';
type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELD_RULES: Record<ContactField, FieldRules> = {
  name: { type: 'text', required: true },
  email: { type: 'email', required: true },
  message: { type: 'textarea', required: true },
};
const FIELDS = Object.keys(CONTACT_FIELD_RULES) as ContactField[];
const EMPTY: Values = { name: '', email: '', message: '' };

function validateAll(values: Values): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    const error = validateField(values[field], CONTACT_FIELD_RULES[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * State and submit of the contact form, shared by the widget and the page.
 * contact_type is 3 until the form has been reset by a successful send, then 2.
 */
export function useContactForm(onSent?: () => void) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [contactType, setContactType] = useState<number>(CONTACT_TYPE_DEFAULT);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const hasErrors = FIELDS.some((field) => errors[field]);

  const changeOf = (field: ContactField) => (change: FieldChange) => {
    setValues((current) => ({ ...current, [field]: change.value }));
    setErrors((current) => ({ ...current, [field]: change.error ?? undefined }));
  };

  /** A TextField's props for one field: name, its rule's required flag, value, error, change. */
  const fieldOf = (field: ContactField) => ({
    name: field,
    required: CONTACT_FIELD_RULES[field].required,
    value: values[field],
    error: errors[field],
    onChange: changeOf(field),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAll(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      const body = { ...trimmed(values), contact_type: contactType };
      const result = await send(body).unwrap();
      toast.success(result.message || CONTACT_RESPONSE_PROMISE);
      setValues(EMPTY);
      setErrors({});
      setContactType(CONTACT_TYPE_AFTER_RESET);
      onSent?.();
    } catch (err) {
      setErrors(serverFieldErrors(err, FIELDS));
      toast.apiError(err, MESSAGES.contactFailed);
    }
  };

  return {
    fieldOf,
    submit,
    isSending: isLoading,
    canSubmit: !hasErrors && !isLoading,
  };
}

function trimmed(values: Values): Values {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}
