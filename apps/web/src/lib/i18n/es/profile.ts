import type { profile as en } from '../en/profile';
import type { Messages } from '../messages';

export const profile: Messages<typeof en> = {
  title: 'Tu perfil',
  seoTitle: 'Perfil',
  detailsTitle: 'Tus datos personales',
  passwordTitle: 'Cambiar contraseña',
  password: {
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    submit: 'Actualizar contraseña',
  },
  signInLink: {
    title: 'Inicia sesión en otro dispositivo',
    intro:
      'Abre tus resultados en tu teléfono o en otra computadora sin escribir tu contraseña: crea un enlace aquí y ábrelo allá.',
    create: 'Crear un enlace de inicio de sesión',
    createAgain: 'Crear un enlace nuevo',
    label: 'Enlace de inicio de sesión',
    validity:
      'Funciona una sola vez, durante {{minutes}} minutos. Cualquiera que lo tenga puede iniciar sesión como tú: envíatelo solo a ti.',
    expired: 'Este enlace venció. Crea uno nuevo.',
    failed: 'No pudimos crear un enlace de inicio de sesión. Inténtalo de nuevo.',
    copy: 'Copiar enlace',
    copied: '¡Copiado!',
    copyFailed:
      'Este navegador no permite copiar. El enlace está seleccionado: cópialo con Ctrl+C o ⌘C.',
  },
};
