import type { authMessages as en } from '../en/auth-messages';
import type { Messages } from '../messages';

export const authMessages: Messages<typeof en> = {
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres.',
  nameTooLong: 'El nombre debe tener como máximo 100 caracteres.',
  codeFormat: 'Escribe el código de 6 dígitos.',
  controlCharacters: 'Quita los caracteres de control (formato invisible) de este texto.',
  verificationLinkIncomplete: 'El enlace de verificación está incompleto.',
  signInLinkInvalid: 'Este enlace para iniciar sesión no es válido o ya venció. Inicia sesión.',
  signInLinkTooMany: 'Demasiados enlaces para iniciar sesión.',
  signedUp: 'Tu cuenta está creada. Revisa tu correo electrónico para verificar tu dirección.',
  signedIn: 'Sesión iniciada.',
  mustVerify:
    'Verifica tu correo electrónico: te enviamos un enlace. Puedes reenviarlo desde el aviso de arriba.',
  wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
  verified: 'Tu correo electrónico está verificado.',
  forgotSent:
    'Si existe una cuenta con este correo electrónico, le enviamos un código de 6 dígitos y un enlace para restablecer la contraseña, válidos por 10 minutos.',
  passwordReset: 'Tu contraseña se restableció. Ya puedes iniciar sesión con tu nueva contraseña.',
  loggedOut: 'Cerraste sesión.',
  verificationResent: 'Te enviamos un nuevo enlace de verificación a tu correo electrónico.',
  resendCooldown:
    'Te enviamos un enlace hace menos de un minuto. Revisa tu correo electrónico, o espera un minuto y vuelve a intentarlo.',
  resendDailyCap:
    'Ya enviamos a esta dirección todos los correos que podemos por hoy. Vuelve a intentarlo mañana.',
  googleNotConfigured: 'El inicio de sesión con Google no está configurado en este servidor.',
  googleRejected:
    'No se pudo iniciar sesión con Google: no se pudo verificar la credencial. Inténtalo de nuevo.',
  codeInvalid: 'Este código no es válido o ya venció. Pide uno nuevo.',
  codeWrong: 'El código no es correcto. Revísalo y vuelve a intentarlo.',
  codeLocked: 'Demasiados intentos fallidos. Pide un código nuevo.',
  codeDailyCap: 'Demasiados códigos incorrectos para esta cuenta hoy. Vuelve a intentarlo mañana.',
  codeSent: 'Enviamos un código de 6 dígitos a tu correo electrónico. Es válido por 10 minutos.',
  enterPassword: '¡Hola de nuevo! Escribe tu contraseña para continuar.',
  createPassword: 'Crea una contraseña para tu cuenta.',
  codeAccepted: 'Código aceptado. Crea una contraseña para tu cuenta.',
  passwordCreated: 'Tu contraseña está creada.',
  ticketInvalid: 'Este paso venció. Vuelve a empezar con tu correo electrónico.',
  loginFailed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  linkCheckFailed: 'No se pudo revisar este enlace. Inténtalo de nuevo.',
};
