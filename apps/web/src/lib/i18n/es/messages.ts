import type { messages as en } from '../en/messages';
import type { Messages } from '../messages';

export const messages: Messages<typeof en> = {
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Correo electrónico no válido.',
  notNumeric: 'Solo se permiten valores numéricos.',
  negative: 'No se permiten números negativos.',
  tooManyDecimals: 'Solo se permiten hasta 2 decimales.',
  numberTooLarge: 'El valor debe ser menor que 1,000,000,000',
  allFieldsRequired: 'Todos los campos son obligatorios',
  enterValidEmail: 'Ingresa un correo electrónico válido.',
  enterValidPassword: 'Ingresa una contraseña válida.',
  enterBothPasswords: 'Ingresa la contraseña y su confirmación.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden.',
  pricingEmailRequired: 'Ingresa tu correo electrónico para continuar.',
  contactFailed: 'Algo salió mal. Inténtalo de nuevo.',
  networkError: 'Error de red. Inténtalo más tarde.',
  checkInbox: 'Revisa tu bandeja de entrada',
  unauthenticated: 'No autenticado. Inicia sesión de nuevo.',
  routerError: '¡Error inesperado de la aplicación!',
  tooManyAttempts: 'Demasiados intentos.',
  tooManyImageUploads: 'Demasiadas fotos subidas.',
  waitMinutes_one: 'Espera {{count}} minuto e inténtalo de nuevo.',
  waitMinutes_other: 'Espera {{count}} minutos e inténtalo de nuevo.',
};
