import type { sitePages as en } from '../en/sitePages';
import type { Messages } from '../messages';

export const sitePages: Messages<typeof en> = {
  testimonialsHeading: 'Lo que dicen estudiantes y consejeros escolares',
  aboutSeoTitle: 'Sobre nosotros',
  privacySeoTitle: 'Política de privacidad',
  termsSeoTitle: 'Términos del servicio',
  accessibilitySeoTitle: 'Accesibilidad',
  legalQuestions:
    '¿Preguntas sobre esta página? <contact>Contáctanos</contact> o escribe a <email>{{email}}</email>.',
};
