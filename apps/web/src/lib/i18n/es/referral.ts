import {
  formatCents,
  formatPercent,
  PRICE_MINOR_UNITS,
  REFERRAL_REWARD_RATE,
  referralRewardCents,
} from '@degreeworth/core';
import type { referral as en } from '../en/referral';
import type { Messages } from '../messages';

// The same figures as core's English, so a changed price or rate changes both.
const RATE = formatPercent(REFERRAL_REWARD_RATE, 0);
const PRICE_REWARD = formatCents(referralRewardCents(PRICE_MINOR_UNITS));
const PRICE = formatCents(PRICE_MINOR_UNITS);

export const referral: Messages<typeof en> = {
  title: 'Recomienda y gana',
  intro: `Comparte tu enlace. Cuando alguien se registra con él y compra Individual Pro, ganas el ${RATE} de lo que pagó.`,
  linkLabel: 'Tu enlace para recomendar',
  signedUp: 'Personas que se registraron',
  bought: 'Personas que compraron Individual Pro',
  earned: 'Recompensas ganadas',
  reversed: '{{amount}} anulados por reembolsos o disputas',
  ruleTitle: 'Cómo funcionan las recompensas',
  rule: `Por cada persona que se registra con tu enlace y compra Individual Pro, ganas el ${RATE} del precio que realmente pagó (${PRICE_REWARD} del plan de por vida de ${PRICE}), una vez por persona. Si ese pago se reembolsa o se pierde en una disputa, su recompensa se anula. No puedes recomendarte a ti mismo.`,
  payout:
    'Las recompensas se pagan cuando las pidas, como reembolso de tu propia compra o como pago. Para pedir las tuyas,',
  payoutLink: 'contáctanos',
  ledgerTitle: 'Tus recompensas',
  ledgerEmpty:
    'Todavía no tienes recompensas. Ganas una cuando alguien que se registró con tu enlace compra Individual Pro.',
  columns: {
    date: 'Fecha',
    referred: 'Persona recomendada',
    amount: 'Monto',
    status: 'Estado',
  },
  status: { earned: 'Ganada', reversed: 'Anulada' },
  loading: 'Cargando los datos de tus recomendaciones…',
  loadFailed: 'No pudimos cargar los datos de tus recomendaciones.',
  instituteStudent:
    'Recomienda y gana es para cuentas individuales. Tu cuenta pertenece a una institución, así que no tiene enlace para recomendar.',
};
