import { MESSAGES } from '@degreeworth/core';
import type { BoundField } from '@/lib/use-schema-form';

/**
 * The shared text input's required rule for a form whose schema words an empty field
 * its own way: a required field that is empty after trimming and has an error to show (it was
 * changed, left or submitted) says "This field is required." under it. The schema's text stays
 * the submit toast: "All fields are required" on login and signup.
 */
export function withRequiredRule(field: BoundField): BoundField {
  if (!field.error || field.value.trim() !== '') return field;
  return { ...field, error: MESSAGES.required };
}
