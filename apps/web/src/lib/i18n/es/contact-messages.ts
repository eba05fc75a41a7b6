import type { contactMessages as en } from '../en/contact-messages';
import type { Messages } from '../messages';

export const contactMessages: Messages<typeof en> = {
  sent: '¡Gracias por escribir a DegreeWorth! Te responderemos en menos de 1 hora.',
  promise: 'Te responderemos en menos de 1 hora.',
  nameTooLong: 'El nombre debe tener como máximo 100 caracteres.',
  emailTooLong: 'El correo electrónico debe tener como máximo 254 caracteres.',
  messageTooLong: 'El mensaje debe tener como máximo 5,000 caracteres.',
};
