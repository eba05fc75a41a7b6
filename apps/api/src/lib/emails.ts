import {
  CURRENCY,
  formatDate,
  OTP_TTL_SECONDS,
  PLANS,
  PRICE_DISPLAY,
  PRODUCT_NAME,
  type Language,
} from '@degreeworth/core';
import { escapeHtml } from './mailer';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const minutes = OTP_TTL_SECONDS / 60;

/** The lines every mail's layout adds around its own text, per language. */
const FRAME = {
  en: {
    code: 'Your code',
    team: `— The ${PRODUCT_NAME} team`,
    paste: 'Or paste this link into your browser:',
    ignore: 'If you did not ask for this e-mail, you can ignore it.',
  },
  es: {
    code: 'Tu código',
    team: `— El equipo de ${PRODUCT_NAME}`,
    paste: 'O pega este enlace en tu navegador:',
    ignore: 'Si no pediste este correo, puedes ignorarlo.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** One layout for every account e-mail: HTML and plain text, with the product name. */
function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  code?: string,
  language: Language = 'en',
): RenderedMail {
  const frame = FRAME[language];
  const text = [
    title,
    '',
    ...paragraphs,
    ...(code ? ['', `${frame.code}: ${code}`] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    frame.team,
  ].join('\n');
  // English mails stay byte for byte as they were; a Spanish one names its language for readers.
  const lang = language === 'en' ? '' : ` lang="${language}"`;
  const html = `<!doctype html><html${lang}><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1d4ed8">${PRODUCT_NAME}</p>
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p>` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#475569">${frame.paste} ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#475569">${frame.ignore}<br>${frame.team}</p>
</body></html>`;
  return { subject: `${PRODUCT_NAME}: ${title}`, text, html };
}

/** A mail's own words in one language: its title, its paragraphs and its button's label. */
interface MailWords {
  title: string;
  paragraphs: string[];
  label: string;
}

/**
 * A mail written in each language the site has, sent in `language`: the button leads to `url`,
 * and `code` (a one-time code) is shown large when given.
 */
function translatedMail(
  words: Record<Language, MailWords>,
  language: Language,
  url: string,
  code?: string,
): RenderedMail {
  const { title, paragraphs, label } = words[language];
  return layout(title, paragraphs, { label, url }, code, language);
}

/** Characters of a comment a notice quotes; the rest is on the results page. */
const COMMENT_EXCERPT_CHARS = 300;

/**
 * A student's notice that a counselor of their school commented on a saved scenario, quoting the
 * start of the comment (written by the school's own staff) and linking to the results page,
 * where the student reads it whole and replies.
 */
export function commentNoticeMail(
  url: string,
  author: string,
  scenarioName: string,
  comment: string,
  language: Language = 'en',
): RenderedMail {
  const excerpt =
    comment.length > COMMENT_EXCERPT_CHARS
      ? `${comment.slice(0, COMMENT_EXCERPT_CHARS).trimEnd()}…`
      : comment;
  return translatedMail(
    {
      en: {
        title: 'A comment from your counselor',
        paragraphs: [
          `${author} commented on your scenario “${scenarioName}”:`,
          excerpt,
          'Read it and reply on your results page.',
        ],
        label: 'Read and reply',
      },
      es: {
        title: 'Un comentario de tu consejero escolar',
        paragraphs: [
          `${author} comentó tu escenario “${scenarioName}”:`,
          excerpt,
          'Léelo y responde en tu página de resultados.',
        ],
        label: 'Leer y responder',
      },
    },
    language,
    url,
  );
}

/*
 * Mails to an address nobody has proved yet carry no text a stranger typed (no sign-up name):
 * they cannot be used to send someone else's words to a victim.
 */

export function verifyEmailMail(url: string, language: Language = 'en'): RenderedMail {
  return translatedMail(
    {
      en: {
        title: 'Verify your email address',
        paragraphs: [
          `Welcome to ${PRODUCT_NAME}! Confirm your email address to finish creating your account.`,
          'If you did not ask for an account, do not use the link: ignore this email.',
        ],
        label: 'Verify my email',
      },
      es: {
        title: 'Verifica tu correo electrónico',
        paragraphs: [
          `¡Te damos la bienvenida a ${PRODUCT_NAME}! Confirma tu correo electrónico para terminar de crear tu cuenta.`,
          'Si no pediste una cuenta, no uses el enlace: ignora este correo.',
        ],
        label: 'Verificar mi correo',
      },
    },
    language,
    url,
  );
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function accountExistsMail(resetUrl: string, language: Language = 'en'): RenderedMail {
  return translatedMail(
    {
      en: {
        title: 'You already have an account',
        paragraphs: [
          `Someone, probably you, asked to create a ${PRODUCT_NAME} account with this email address. You already have one, so no new account was made.`,
          'Log in with your password, or choose a new password with the button below.',
        ],
        label: 'Reset my password',
      },
      es: {
        title: 'Ya tienes una cuenta',
        paragraphs: [
          `Alguien, probablemente tú, pidió crear una cuenta de ${PRODUCT_NAME} con este correo electrónico. Ya tienes una, así que no se creó ninguna cuenta nueva.`,
          'Inicia sesión con tu contraseña o elige una contraseña nueva con el botón de abajo.',
        ],
        label: 'Restablecer mi contraseña',
      },
    },
    language,
    resetUrl,
  );
}

export function resetPasswordMail(
  code: string,
  url: string,
  language: Language = 'en',
): RenderedMail {
  return translatedMail(
    {
      en: {
        title: 'Reset your password',
        paragraphs: [
          `Open the link below, or enter this code on the reset screen, to choose a new password. Both are valid for ${minutes} minutes and can be used once.`,
        ],
        label: 'Reset my password',
      },
      es: {
        title: 'Restablece tu contraseña',
        paragraphs: [
          `Para elegir una contraseña nueva, abre el enlace de abajo o escribe este código en la pantalla para restablecerla. Los dos son válidos por ${minutes} minutos y se pueden usar una sola vez.`,
        ],
        label: 'Restablecer mi contraseña',
      },
    },
    language,
    url,
    code,
  );
}

export function studentCodeMail(
  code: string,
  url: string,
  language: Language = 'en',
): RenderedMail {
  return translatedMail(
    {
      en: {
        title: 'Your sign-in code',
        paragraphs: [
          `Enter this code to sign in to ${PRODUCT_NAME}. It is valid for ${minutes} minutes and can be used once.`,
        ],
        label: 'Open the sign-in page',
      },
      es: {
        title: 'Tu código para iniciar sesión',
        paragraphs: [
          `Escribe este código para iniciar sesión en ${PRODUCT_NAME}. Es válido por ${minutes} minutos y se puede usar una sola vez.`,
        ],
        label: 'Abrir la página para iniciar sesión',
      },
    },
    language,
    url,
    code,
  );
}

/** The receipt of a purchase, once the provider confirmed the payment. */
export function receiptMail(
  receipt: {
    reference: string;
    method: string;
    paidAt: Date;
    loginUrl: string;
  },
  language: Language = 'en',
): RenderedMail {
  const plan = PLANS.individualPro;
  return translatedMail(
    {
      en: {
        title: 'Your receipt',
        paragraphs: [
          `Thank you for your purchase. ${plan.name} (${plan.period}) is now active on the ${PRODUCT_NAME} account for this email address.`,
          `Amount paid: ${PRICE_DISPLAY} ${CURRENCY}, by ${receipt.method}, on ${receipt.paidAt.toISOString().slice(0, 10)}.`,
          `Payment reference: ${receipt.reference}. Keep it if you contact us about this payment.`,
        ],
        label: `Open ${PRODUCT_NAME}`,
      },
      es: {
        title: 'Tu recibo',
        paragraphs: [
          `Gracias por tu compra. ${plan.name} (plan de por vida) ya está activo en la cuenta de ${PRODUCT_NAME} de este correo electrónico.`,
          `Monto pagado: ${PRICE_DISPLAY} ${CURRENCY}, con ${receipt.method === 'card' ? 'tarjeta' : receipt.method}, el ${formatDate(receipt.paidAt, language)}.`,
          `Referencia del pago: ${receipt.reference}. Guárdala por si nos escribes sobre este pago.`,
        ],
        label: `Abrir ${PRODUCT_NAME}`,
      },
    },
    language,
    receipt.loginUrl,
  );
}

/**
 * A new platform subadmin: the link opens the reset screen, where the password is
 * chosen; then the admin signs in at /#/crm. Carries no text the creating admin typed.
 */
export function adminInviteMail(url: string, signInUrl: string, days: number): RenderedMail {
  return layout(
    'Your admin account',
    [
      `An administrator created a ${PRODUCT_NAME} admin account for this email address.`,
      `Choose your password with the button below (the link is valid for ${days} days and can be used once), then sign in at ${signInUrl}.`,
    ],
    { label: 'Choose my password', url },
  );
}

/**
 * The institute admin's invite (decision 042). The institute's name was typed by a
 * platform admin, not by a stranger, so it may appear in a mail to an address nobody has proved.
 */
export function instituteInviteMail(
  url: string,
  institute: string,
  days: number,
  role: 'owner' | 'counselor',
  loginUrl: string,
): RenderedMail {
  if (role === 'counselor') return counselorInviteMail(url, institute, days, loginUrl);
  return layout(
    'Your institute admin account',
    [
      `A ${PRODUCT_NAME} administrator set up the subscription of ${institute} with this email address as its admin.`,
      `Choose your password with the button below (the link is valid for ${days} days and can be used once). You then manage your institute's users from the institute admin area.`,
      schoolLoginLine(loginUrl),
    ],
    { label: 'Choose my password', url },
  );
}

/** The line that tells a school admin or counselor where to sign in once the link is used. */
const schoolLoginLine = (loginUrl: string) => `To sign in later, use the school login: ${loginUrl}`;

/**
 * A counselor an institute added: the same confirm link as the owner's. Names only
 * the institute (typed by a platform admin), never text the owner typed.
 */
function counselorInviteMail(
  url: string,
  institute: string,
  days: number,
  loginUrl: string,
): RenderedMail {
  return layout(
    'Your counselor account',
    [
      `${institute} added this email address as a counselor on ${PRODUCT_NAME}: you can follow its students' college scenarios and leave them comments.`,
      `Choose your password with the button below (the link is valid for ${days} days and can be used once), then sign in to the institute admin area.`,
      schoolLoginLine(loginUrl),
    ],
    { label: 'Choose my password', url },
  );
}

/**
 * "Forgot password?" on the school login (decision 076): the link opens the same set-password
 * screen as the invite. Sent only to an existing institute admin or counselor; carries no text
 * anyone typed.
 */
export function instituteResetMail(url: string, minutes: number, loginUrl: string): RenderedMail {
  return layout(
    'Reset your school login password',
    [
      `Someone, probably you, asked to reset the password of the ${PRODUCT_NAME} school login (institute admin or counselor) for this email address.`,
      `Choose a new password with the button below (the link is valid for ${minutes} minutes and can be used once). Setting it signs you out on every other device.`,
      schoolLoginLine(loginUrl),
    ],
    { label: 'Choose a new password', url },
  );
}

/**
 * To an account that existed before a school asked for it: the school sees nothing of it until
 * the person accepts in the app.
 */
export function schoolInvitationMail(
  loginUrl: string,
  institute: string,
  language: Language = 'en',
): RenderedMail {
  return translatedMail(
    {
      en: {
        title: `${institute} invites you to join`,
        paragraphs: [
          `${institute} invited your ${PRODUCT_NAME} account to join the school. If you accept, you get full access through the school's plan, and its counselors can see your saved scenarios and comment on them.`,
          'Nothing is shared unless you accept. Sign in with this email address to accept or decline the invitation.',
        ],
        label: 'Sign in to answer',
      },
      es: {
        title: `${institute} te invita a unirte`,
        paragraphs: [
          `${institute} invitó a tu cuenta de ${PRODUCT_NAME} a unirse a la escuela. Si aceptas, tienes acceso completo con el plan de la escuela, y sus consejeros escolares pueden ver tus escenarios guardados y comentarlos.`,
          'No se comparte nada si no aceptas. Inicia sesión con este correo electrónico para aceptar o rechazar la invitación.',
        ],
        label: 'Iniciar sesión para responder',
      },
    },
    language,
    loginUrl,
  );
}

/**
 * A student an institute added (decision 015): the link opens the student sign-in
 * with the create-password step (/#/create_password/{mail}/{dummyPassword}). Names
 * only the institute (typed by a platform admin), never the name the institute typed.
 * `loginUrl`: the public site, where Login opens the sign-in for later visits.
 */
export function studentInviteMail(
  url: string,
  institute: string,
  days: number,
  loginUrl: string,
  language: Language = 'en',
): RenderedMail {
  return translatedMail(
    {
      en: {
        title: 'Your student account',
        paragraphs: [
          `${institute} gave you access to ${PRODUCT_NAME}: compare the real cost and return of the colleges you are considering, with full access to the calculator, resources and rankings.`,
          `Create your password with the button below (the link is valid for ${days} days and can be used once).`,
          `To sign in later, open ${loginUrl} and choose Login at the top of the page, with this email address.`,
        ],
        label: 'Create my password',
      },
      es: {
        title: 'Tu cuenta de estudiante',
        paragraphs: [
          `${institute} te dio acceso a ${PRODUCT_NAME}: compara el costo real y el retorno de las universidades que estás considerando, con acceso completo a la calculadora, los recursos y las clasificaciones.`,
          `Crea tu contraseña con el botón de abajo (el enlace es válido por ${days} días y se puede usar una sola vez).`,
          `Para iniciar sesión más adelante, abre ${loginUrl} y elige Iniciar sesión arriba en la página, con este correo electrónico.`,
        ],
        label: 'Crear mi contraseña',
      },
    },
    language,
    url,
  );
}
