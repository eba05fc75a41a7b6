import type { profile as en } from '../en/profile';
import type { Messages } from '../messages';

export const profile: Messages<typeof en> = {
  title: 'Tu perfil',
  seoTitle: 'Perfil',
  detailsTitle: 'Tus datos personales',
  details: {
    name: 'Nombre',
    email: 'Correo electrónico',
    verified: '(verificado)',
    notVerified: '(aún no verificado)',
    save: 'Guardar cambios',
    image: 'Foto de perfil',
    preview: 'Vista previa de tu nueva foto de perfil',
    imageHint: 'PNG, JPEG o WebP, de hasta 5 MB y 4096 × 4096 píxeles.',
  },
  status: {
    loading: 'Cargando tu perfil',
    ended: 'Tu sesión terminó. Vuelve a iniciar sesión.',
    logIn: 'Iniciar sesión de nuevo',
    failed: 'No pudimos cargar tu perfil.',
    retry: 'Intentar de nuevo',
  },
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
  },
  personalData: {
    title: 'Tu información',
    exportIntro:
      'Descarga una copia de todo lo que guarda tu cuenta: tus datos, los escenarios guardados con sus comentarios y enlaces compartidos, los favoritos, los pagos y los inicios de sesión, en un archivo JSON.',
    exportButton: 'Descargar mis datos',
    exportFailed: 'No pudimos descargar tus datos. Inténtalo de nuevo.',
    deleteIntro: 'Elimina tu cuenta y todo lo que contiene. Esto no se puede deshacer.',
    deleteButton: 'Eliminar cuenta',
    deleteTitle: '¿Eliminar tu cuenta?',
    deleteConsequences:
      'Tu cuenta, los escenarios guardados y sus comentarios, los favoritos, la foto de perfil y los inicios de sesión se eliminan ahora; todas las sesiones se cierran y los enlaces que compartiste dejan de funcionar. Si estás en una escuela, sus consejeros ya no te ven y tu lugar queda libre. Los registros de tus pagos se conservan, como lo exige la ley fiscal y contable: contienen tu correo electrónico, el monto y la fecha, nada más.',
    deleteEmailLabel: 'Escribe tu correo electrónico para confirmar',
    deletePasswordLabel: 'Tu contraseña',
    deletePasswordHint:
      'Si nunca creaste una contraseña (inicias sesión con Google o con un enlace), déjala vacía.',
    deleteConfirm: 'Eliminar mi cuenta',
    deleteCancel: 'Conservar mi cuenta',
  },
  school: {
    title: 'Escuela',
    addedBy:
      '{{school}} agregó esta cuenta. Sus consejeros pueden ver tus escenarios guardados y comentarlos.',
    leaveSchool: 'Salir de la escuela',
    invited: '{{school}} te invitó a unirte. Sus consejeros verían tus escenarios guardados.',
    askTitle: '{{school}} agregó tu cuenta',
    askAddedBy:
      '{{school}} agregó {{email}} a DegreeWorth. Tienes acceso completo gracias al plan de la escuela.',
    askCounselors:
      'Los consejeros de {{school}} pueden ver los escenarios que guardas y comentarlos.',
    askChoose: 'Elige si te quedas con la escuela. Puedes salir más adelante desde tu perfil.',
    stay: 'Quedarme con {{school}}',
    leave: 'Salir de {{school}}',
    leaveTitle: '¿Salir de {{school}}?',
    leaveConsequences:
      'Pierdes el acceso completo que te da el plan de {{school}}. {{school}} y sus consejeros ya no podrán ver tu cuenta ni tus escenarios, y la escuela no podrá volver a agregarte por su cuenta. Tu cuenta, tus escenarios y sus comentarios se quedan contigo.',
    leaveCancel: 'Volver',
    invitationTitle: '{{school}} te invita a unirte',
    invitationBody:
      '{{school}} invitó a tu cuenta, {{email}}, a unirse a la escuela en DegreeWorth. Si aceptas, tendrás acceso completo gracias al plan de la escuela.',
    invitationCounselors:
      'Los consejeros de {{school}} verán los escenarios que ya guardaste y los que guardes después, y podrán comentarlos. No se comparte nada a menos que aceptes, y puedes salir de la escuela más adelante desde tu perfil.',
    accept: 'Unirme a {{school}}',
    decline: 'Rechazar',
    later: 'Decidir más tarde',
  },
  schoolAnswers: {
    stayed: 'Te quedas con {{school}}.',
    left: 'Saliste de {{school}}. Tu cuenta y tus escenarios guardados se quedan contigo.',
    accepted: 'Te uniste a {{school}}. Sus consejeros ya pueden ver tus escenarios.',
    declined: 'Rechazaste la invitación de {{school}}.',
    seatsFull:
      '{{school}} no tiene lugares libres en este momento. Pide a tu consejero que libere uno y vuelve a aceptar.',
    ended:
      'El plan de DegreeWorth de {{school}} terminó, así que no puedes unirte ahora. Puedes rechazar la invitación.',
  },
  server: {
    profileUpdated: 'Perfil actualizado.',
    passwordChanged: 'Tu contraseña se cambió. Se cerraron las demás sesiones.',
    wrongCurrentPassword: 'Tu contraseña actual no es correcta.',
    nameTooLong: 'El nombre debe tener como máximo 100 caracteres.',
    controlCharacters: 'Quita los caracteres de control (formato invisible) de este texto.',
    imageType: 'La imagen debe ser un archivo PNG, JPEG o WebP.',
    imageSize: 'La imagen debe pesar como máximo 5 MB.',
    imageDimensions: 'La imagen debe medir como máximo 4096 × 4096 píxeles.',
    deleted: 'Tu cuenta se eliminó. Los registros de tus pagos se conservan, como lo exige la ley.',
    emailMismatch: 'Escribe el correo electrónico de esta cuenta para confirmar.',
    wrongPassword: 'Tu contraseña no es correcta.',
    passwordRequired: 'Escribe tu contraseña para confirmar.',
    adminAccount:
      'Una cuenta de administrador de la plataforma no puede eliminarse aquí. Pide a otro administrador con acceso completo que la elimine.',
    notInSchool:
      'Tu cuenta no forma parte de una escuela, así que no hay nada que confirmar ni de qué salir.',
    noInvitation:
      'No hay ninguna invitación que responder: es posible que la escuela la haya retirado.',
    alreadyInSchool:
      'Tu cuenta ya forma parte de una escuela. Sal de ella desde tu perfil antes de unirte a otra.',
  },
};
