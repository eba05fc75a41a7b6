import type { contactWidget as en } from '../en/contact-widget';
import type { Messages } from '../messages';

export const contactWidget: Messages<typeof en> = {
  contactSales: 'Contactar a ventas',
  close: 'Cerrar',
  closeForm: 'Cerrar el formulario de contacto',
  title: 'Habla con nuestro equipo',
  promise: 'Te responderemos en menos de 1 hora.',
  chat: 'Chatea con nosotros',
  chatNewTab: 'Chatea con nosotros (se abre en una pestaña nueva)',
};
