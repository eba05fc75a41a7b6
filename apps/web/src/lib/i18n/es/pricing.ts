import type { pricing as en } from '../en/pricing';
import type { Messages } from '../messages';

export const pricing: Messages<typeof en> = {
  title: 'Planes y precios',
  subtitle: 'Elige el mejor plan',
  notNow: 'Ahora no',
  fullAccessHeading: 'Ya tienes acceso completo',
  fullAccessSchool: '{{school}} te da acceso completo: no tienes nada que comprar.',
  yourSchool: 'Tu escuela',
  fullAccessBasePlan: 'Tienes Individual Pro de por vida: no tienes nada que comprar.',
  fullAccessFree:
    'Tienes una suscripción gratuita con acceso completo: no tienes nada que comprar.',
  limitedOffer: 'Oferta por tiempo limitado',
  lastDay: 'Último día',
  daysLeft_one: 'Queda {{count}} día',
  daysLeft_other: 'Quedan {{count}} días',
  originalPrice: 'Precio original',
  now: ', ahora',
  individualName: 'Individual Pro',
  individualPeriod: 'de por vida',
  individualCta: 'Elegir plan',
  chooseIndividual: 'Elegir {{plan}}',
  individualBenefit1: 'Acceso ilimitado a la calculadora para tus escenarios personales',
  individualBenefit2: 'Clasificaciones completas de universidades según el ROI, que puedes ordenar',
  individualBenefit3: 'Informes en PDF para descargar, enviados a tu correo electrónico',
  districtName: 'Acceso para escuelas secundarias y distritos',
  districtCta: 'Contáctanos',
  districtBenefit1: 'Acceso para todos los estudiantes',
  districtBenefit2:
    'Acceso de administrador para que los consejeros escolares orienten a los estudiantes sobre sus escenarios',
  districtBenefit3: 'Acceso completo a la calculadora, los recursos y las clasificaciones',
  becomeClient: 'Hazte cliente',
};
