import { z } from 'zod';
import { CONTACT_TYPE_DEFAULT } from '../constants';
import { EMAIL_PATTERN, hasControlCharacters } from '../validation/fields';
import { BODY_MUST_BE_OBJECT, CONTROL_CHARACTERS_MESSAGE, MESSAGES } from '../validation/messages';
import { formatCount } from '../display/money';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

const requiredText = (max: number, label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MESSAGES.required
          : `${label} must be text.`,
    })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `${label} must be at most ${formatCount(max)} characters.`);

/** Contact form and widget payload (POST /contact-us). */
export const ContactInputSchema = z.object(
  {
    name: requiredText(CONTACT_LIMITS.name, 'Name').refine(
      (v) => !hasControlCharacters(v),
      CONTROL_CHARACTERS_MESSAGE,
    ),
    email: requiredText(CONTACT_LIMITS.email, 'Email').regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
    message: requiredText(CONTACT_LIMITS.message, 'Message').refine(
      (v) => !hasControlCharacters(v, true),
      CONTROL_CHARACTERS_MESSAGE,
    ),
    contact_type: z
      .number({ error: 'contact_type must be a whole number from 1 to 3.' })
      .int('contact_type must be a whole number from 1 to 3.')
      .min(1, 'contact_type must be a whole number from 1 to 3.')
      .max(3, 'contact_type must be a whole number from 1 to 3.')
      .default(CONTACT_TYPE_DEFAULT),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type ContactInput = z.input<typeof ContactInputSchema>;
export type ContactData = z.output<typeof ContactInputSchema>;

export const ContactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
