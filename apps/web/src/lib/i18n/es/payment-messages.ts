import { CURRENCY, PRICE_DISPLAY } from '@degreeworth/core';
import type { paymentMessages as en } from '../en/payment-messages';
import type { Messages } from '../messages';

export const paymentMessages: Messages<typeof en> = {
  emailRequired: 'Ingresa tu correo electrónico para continuar.',
  amountMismatch: `El monto no coincide con el precio de Individual Pro (${PRICE_DISPLAY} ${CURRENCY}). Vuelve a cargar la página e inténtalo de nuevo.`,
  currencyMismatch: `Los pagos se aceptan solo en ${CURRENCY}.`,
  alreadyActive: 'Individual Pro ya está activo en tu cuenta.',
  unknownPayment: 'No encontramos este pago. Vuelve a empezar.',
  pending: 'Tu pago todavía se está procesando. Individual Pro se activará en cuanto se complete.',
  paidSignedIn: 'Pago realizado con éxito. Individual Pro ya está activo en tu cuenta.',
  paidNewAccount:
    'Pago realizado con éxito. Creamos tu cuenta y te enviamos un enlace para verificar tu correo electrónico.',
  paidExistingAccount:
    'Pago realizado con éxito. Individual Pro ya está activo en la cuenta de este correo electrónico. Inicia sesión para usarlo.',
  invalidMerchantSession: 'Sesión del comercio no válida',
};
