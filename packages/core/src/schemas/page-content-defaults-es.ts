import { PRODUCT_NAME } from '../constants';
import type { PageContentMap, PageKey } from './page-content';

/*
 * The Spanish of the editable pages' default texts (page-content-defaults.ts and
 * legal-page-defaults.ts say the same in English). GET /content/{page}?language=es lays an admin's
 * Spanish texts over these. A module of its own: the web loads it only for a Spanish visit (with
 * the Spanish translations), never with the first page.
 */

const UPDATED = 'Última actualización: 30 de noviembre de 2026';

export const PAGE_CONTENT_DEFAULTS_ES: { [P in PageKey]: PageContentMap[P] } = {
  home: {
    hero: {
      eyebrow: 'Retorno de la inversión en la universidad',
      title: 'Descubre cuánto vale una universidad antes de decidirte.',
      text: 'La matrícula es solo una parte. Mira cómo tu universidad, tus becas, tus préstamos y tu carrera afectan tu dinero después de graduarte, y compara opciones lado a lado.',
      primary_button: 'Calcula el ROI de tu universidad',
      secondary_button: 'Ver las clasificaciones',
    },
    how: {
      heading: `Cómo te ayuda ${PRODUCT_NAME}`,
      calculator: {
        title: 'Tu escenario, tus números',
        text: 'Escribe las universidades que estás considerando, la ayuda y las becas que esperas, tus préstamos y la carrera que piensas estudiar. La calculadora compara lo que pagas con lo que ganan sus graduados, para que cada opción se reduzca a dinero que puedes comparar.',
        link_label: 'Crear un escenario',
      },
      rankings: {
        title: 'Clasificaciones por retorno, no por fama',
        text: 'Ordena las universidades por retorno de la inversión, calculado con el College Scorecard del Departamento de Educación de EE. UU.: precio neto, graduación, deuda e ingresos después de estudiar, todo en dólares constantes.',
        link_label: 'Ver las clasificaciones',
      },
      resources: {
        title: 'Guías para familias y consejeros escolares',
        text: 'Artículos sobre cómo elegir y pagar la universidad, escritos para estudiantes, familias y consejeros escolares.',
        link_label: 'Leer los recursos',
      },
    },
    schools: {
      heading: 'Para escuelas y distritos',
      text: 'Da a cada estudiante acceso a la calculadora, los recursos y las clasificaciones, y deja que los consejeros escolares acompañen los escenarios de sus estudiantes desde un solo panel de administración.',
      button: 'Pide una demostración para tu escuela',
    },
  },
  rankings: {
    title: 'Clasificaciones de universidades',
    intro:
      'Universidades clasificadas según lo que valen en dinero: cuánto más ganan sus graduados que alguien con solo la escuela secundaria, menos el precio neto, con datos del College Scorecard.',
    how_we_rank: 'Cómo clasificamos',
  },
  resources: {
    title: 'Recursos',
    intro:
      'Artículos sobre cómo elegir y pagar la universidad, para estudiantes, familias y consejeros escolares.',
    empty_title: 'Todavía no hay artículos',
    empty_text: 'Los artículos nuevos aparecerán aquí cuando se publiquen.',
  },
  about: {
    title: `Sobre ${PRODUCT_NAME}`,
    intro:
      'Elegir universidad es una de las decisiones de dinero más grandes que toma una persona joven. Nosotros hacemos visible su lado económico.',
    mission: {
      title: 'Nuestra misión',
      text: `${PRODUCT_NAME} ayuda a estudiantes, consejeros escolares y escuelas a ver cómo la universidad, las becas y la carrera afectan las finanzas después de graduarse, para que una gran decisión se base en números y no en suposiciones.`,
    },
    method: {
      title: 'Cómo medimos el valor',
      text: 'Partimos de datos públicos: el College Scorecard del Departamento de Educación de EE. UU. para el precio neto, la graduación, la deuda y los ingresos, y el índice de precios al consumidor para poner cada cantidad en dólares del mismo año. Cuando faltan datos, lo decimos en lugar de llenar el hueco con una suposición.',
    },
    who: {
      title: 'Para quién es',
      text: 'Estudiantes y familias que comparan ofertas, consejeros escolares que acompañan a sus estudiantes en la decisión, y escuelas y distritos que quieren que cada estudiante tenga las mismas herramientas.',
    },
  },
  privacy: {
    title: 'Política de privacidad',
    updated: UPDATED,
    intro: `${PRODUCT_NAME} ayuda a estudiantes, familias, consejeros escolares y escuelas a ver lo que una universidad significa para su dinero después de graduarse. Esta página dice qué datos personales guardamos, por qué, por cuánto tiempo, quién puede verlos y cómo puedes obtener una copia o eliminarlos.`,
    sections: {
      collect: {
        title: 'Qué recopilamos y por qué',
        text: 'Tu cuenta: nombre, correo electrónico, tu contraseña guardada solo como hash de una vía, una foto de perfil si agregas una, tu escuela si ella te inscribió, tu plan y el id de tu cuenta de Google si inicias sesión con Google. Los necesitamos para que inicies sesión y para darte lo que te corresponde.\nLo que escribes en la calculadora (universidades, costos, ayuda, préstamos, ingresos y supuestos), guardado como tus escenarios, más las universidades favoritas que marcas y los comentarios con tus consejeros escolares, para que puedas volver a ellos.\nCuándo empezó y cuándo se usó por última vez cada sesión, para poder cerrarlas y revisarlas.\nPagos: el proveedor, el monto, el estado, tu correo electrónico y el registro del proveedor. Los datos de la tarjeta van directo al proveedor de pagos; nunca vemos ni guardamos su número. Si recomiendas a otros, las recompensas que ganas.\nLos mensajes que envías por el formulario de contacto, con tu nombre y correo electrónico, para responderte.',
      },
      keep: {
        title: 'Cuánto tiempo lo guardamos',
        text: 'Tu cuenta, escenarios, favoritos, comentarios y registros de inicio de sesión se quedan hasta que los eliminas a ellos o a tu cuenta. Eliminar la cuenta los borra todos a la vez y cierra todas las sesiones.\nLos registros de pago se guardan después de eliminar una cuenta, porque las leyes de impuestos y de contabilidad lo exigen. No contienen datos de escenarios ni del perfil, y se quita su vínculo con la cuenta eliminada.\nLos mensajes de contacto no están ligados a una cuenta: se quedan hasta que los eliminamos.\nLos correos que enviamos se borran de nuestro sistema 7 días después de entregarse.\nSe guarda un registro de lo que cambian nuestros administradores, como constancia de sus acciones.',
      },
      access: {
        title: 'Quién lo ve',
        text: 'Tú ves todo lo que hay en tu cuenta.\nUna escuela ve solo a los estudiantes que ha inscrito, y solo mientras sean sus estudiantes: su nombre, correo electrónico y actividad, y sus escenarios, que sus consejeros escolares pueden comentar. Si ya tenías tu propia cuenta, una escuela la ve solo después de que aceptas su invitación, y puedes salir de una escuela cuando quieras (en tu perfil, en Escuela).\nNuestros administradores ven nombres, correos electrónicos, planes, el estado de las cuentas, pagos y mensajes de contacto, para operar el servicio y responder solicitudes.\nSi compartes un escenario con un enlace, cualquiera que tenga el enlace ve ese escenario, lo que escribiste y sus resultados, pero no tu nombre, tu correo electrónico ni sus comentarios, hasta que dejes de compartirlo.\nEl proveedor de pagos que elijas ve el pago que procesa, y el servicio de correo que entrega nuestros correos ve su dirección y su contenido. Nadie más ve tus datos.',
      },
      children: {
        title: 'Menores de 13 años',
        text: `Los menores de 13 años pueden usar ${PRODUCT_NAME} solo a través de su escuela, que crea su cuenta. No deben registrarse por su cuenta. Si crees que un menor de 13 años tiene una cuenta sin escuela, avísanos desde la página de contacto y la desactivaremos.`,
      },
      selling: {
        title: 'No vendemos datos ni mostramos anuncios',
        text: 'No vendemos ni alquilamos datos personales, y no mostramos publicidad. No se cargan scripts de analítica ni de publicidad. Los únicos scripts de otras empresas son los de los proveedores de pagos (en la ventana de pago) y el inicio de sesión de Google (en el botón de Google de la ventana de inicio de sesión).',
      },
      your_data: {
        title: 'Obtén una copia o elimina tu cuenta',
        text: 'Con tu sesión iniciada, abre tu perfil y su sección "Tus datos".\nDescargar mis datos te da un archivo con los datos de tu cuenta, cada escenario guardado con lo que escribiste y sus comentarios, los enlaces de los escenarios que compartes, tus favoritos, pagos, recompensas por recomendaciones e inicios de sesión. Nunca incluye una contraseña, un código ni un token de inicio de sesión.\nEliminar cuenta borra tu cuenta y todo lo ligado a ella a la vez, después de que escribes otra vez tu correo electrónico (y tu contraseña, si tu cuenta tiene una). Los registros de pago se quedan, como se explica arriba.',
      },
      contact: {
        title: 'Preguntas y cambios',
        text: 'Preguntas sobre tus datos: escríbenos desde la página de contacto o al correo electrónico que aparece al pie de cada página. Cuando esta política cambia, cambiamos la fecha al principio de esta página.',
      },
    },
  },
  terms: {
    title: 'Términos del servicio',
    updated: UPDATED,
    intro: `Estos términos se aplican cuando usas ${PRODUCT_NAME}, con o sin cuenta. Al usarlo, los aceptas.`,
    sections: {
      service: {
        title: `Qué es ${PRODUCT_NAME}`,
        text: `${PRODUCT_NAME} estima cuánto puede valer una universidad en dinero: lo que cuesta frente a lo que ganan sus graduados. Las cifras vienen de datos públicos, sobre todo del College Scorecard del Departamento de Educación de EE. UU., y de lo que tú escribes. Son estimaciones para ayudarte a comparar opciones. No son asesoría financiera, legal ni de impuestos, ni una promesa de lo que pagarás o ganarás. Confirma los precios y la ayuda con cada universidad, y consulta a un asesor calificado antes de una decisión grande.`,
      },
      accounts: {
        title: 'Tu cuenta',
        text: 'Usa un correo electrónico que puedas leer: le enviamos códigos y enlaces para comprobar que es tuyo. No compartas tu contraseña; lo que se haga con tu cuenta es tu responsabilidad. Una escuela puede crear cuentas para sus estudiantes. Puedes eliminar tu cuenta cuando quieras desde tu perfil. Podemos desactivar una cuenta que no cumpla estos términos.',
      },
      pro: {
        title: 'Individual Pro',
        text: 'Individual Pro es un pago único al precio que aparece en la ventana de precios, no una suscripción: nada se renueva y no se te vuelve a cobrar. Le da a tu cuenta uso ilimitado de la calculadora para tus propios escenarios, las clasificaciones completas y ordenables, e informes en PDF enviados a tu correo electrónico. El pago lo procesa el proveedor que elijas; nunca vemos el número de tu tarjeta. Si el pago se reembolsa por completo o se revierte, Individual Pro termina. Eliminar tu cuenta también lo termina.',
      },
      schools: {
        title: 'Planes para escuelas',
        text: 'Un plan de escuela o de distrito da a sus estudiantes inscritos acceso completo durante las fechas y para el número de lugares acordados con nosotros, y da a los administradores y consejeros escolares de la escuela un panel para gestionar a sus estudiantes, ver sus escenarios y comentarlos. La escuela es responsable de tener derecho a inscribir a sus estudiantes. Cuando el plan termina, el acceso completo termina con él; las cuentas de los estudiantes siguen siendo suyas.',
      },
      use: {
        title: 'Uso aceptable',
        text: 'Usa el servicio para planear tu propia universidad o para acompañar a tus estudiantes. No intentes entrar a cuentas o datos que no son tuyos, no sobrecargues ni copies el servicio por medios automáticos, y no pongas contenido ilegal, abusivo o engañoso en nombres, comentarios o mensajes. Las cuentas que lo hagan pueden ser desactivadas.',
      },
      changes: {
        title: 'Cambios',
        text: 'Mejoramos el servicio con el tiempo y podemos cambiar o quitar funciones. Cuando estos términos cambian, cambiamos la fecha al principio de esta página; seguir usando el servicio después significa que aceptas los nuevos términos. Preguntas: escríbenos desde la página de contacto.',
      },
    },
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    updated: UPDATED,
    intro: `Queremos que todas las personas puedan comparar universidades con ${PRODUCT_NAME}, en cualquier pantalla y con las herramientas que usan para leer y moverse por la web.`,
    sections: {
      goal: {
        title: 'Nuestro objetivo',
        text: 'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2 en el nivel AA en cada página pública.',
      },
      testing: {
        title: 'Cómo lo probamos',
        text: 'Nuestras pruebas en el navegador revisan cada pantalla pública con axe-core: cada página pública, las ventanas de inicio de sesión, registro, precios y contacto, y la pantalla sin conexión, en tamaño de computadora y en ancho de teléfono (375 píxeles). Un problema grave o crítico hace fallar las pruebas.\nTambién medimos la página de inicio, las clasificaciones, la página de una universidad y la calculadora con Lighthouse, con sus ajustes de teléfono y de computadora; cada una obtuvo 100 en accesibilidad en nuestra última medición (noviembre de 2026).\nLas revisiones automáticas no encuentran todos los problemas, así que también corregimos lo que las personas nos reportan.',
      },
      features: {
        title: 'Qué ayuda',
        text: 'Después de cada cambio de página, el foco del teclado pasa al título principal de la página, y el anillo de foco se ve cuando usas el teclado. Las gráficas de la calculadora se pueden leer con el teclado (Tab hasta una gráfica, y luego las flechas, Re Pág y Av Pág, Inicio y Fin), y la página de cada universidad también muestra las cifras de sus gráficas en tablas. En un teléfono, el botón de ayuda se aparta mientras escribes en un campo, y Escape cierra su menú.',
      },
      report: {
        title: 'Reporta un problema',
        text: 'Si algo es difícil o imposible de usar, avísanos desde la página de contacto (Contáctanos, al pie de cada página) o escribe al correo electrónico que aparece ahí. Di qué página, qué intentabas hacer y el navegador o la tecnología de apoyo que usas. Leemos cada mensaje y corregimos lo que podemos.',
      },
    },
  },
};
