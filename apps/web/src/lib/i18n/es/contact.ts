import type { contact as en } from '../en/contact';
import type { Messages } from '../messages';

export const contact: Messages<typeof en> = {
  name: 'Nombre',
  email: 'Correo electrónico',
  message: 'Mensaje',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  title: 'Contáctanos',
  seoTitle: 'Contáctanos',
  intro:
    '¿Tienes preguntas sobre DegreeWorth para ti, tus estudiantes o tu distrito escolar? Envíanos un mensaje o reserva una demostración.',
  formTitle: 'Envíanos un mensaje',
  sales: 'Ventas',
  salesEmail: 'Correo electrónico:',
  salesPhone: 'Teléfono:',
};
