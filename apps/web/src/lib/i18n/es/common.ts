import type { common as en } from '../en/common';
import type { Messages } from '../messages';

export const common: Messages<typeof en> = {
  nav: {
    main: 'Principal',
    mobile: 'Móvil',
    home: 'Inicio',
    rankings: 'Clasificaciones',
    resources: 'Recursos',
    referAndEarn: 'Recomienda y gana',
    about: 'Quiénes somos',
    contact: 'Contáctanos',
    menu: 'Menú',
    accountMenu: 'Menú de la cuenta',
    login: 'Iniciar sesión',
    profile: 'Perfil',
    logout: 'Cerrar sesión',
    getStarted: 'Comenzar',
    seeYourResults: 'Ver tus resultados',
    bookDemo: 'Reservar una demostración',
  },
  footer: {
    tagline:
      'Descubre cómo la universidad, las becas y la carrera que elijas afectan tus finanzas después de graduarte.',
    explore: 'Explora más',
    calculator: 'Calculadora universitaria',
    schoolLogin: 'Acceso para escuelas',
    sales: 'Habla con ventas',
    socialMedia: 'Redes sociales',
    rights: '© {{year}} {{product}}. Todos los derechos reservados.',
    legal: 'Legal',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    accessibility: 'Accesibilidad',
  },
  language: {
    switchTo: 'English',
    saveFailed: 'No se pudo guardar el idioma en tu cuenta. Inténtalo de nuevo.',
  },
};
