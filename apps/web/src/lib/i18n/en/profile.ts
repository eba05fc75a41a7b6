import {
  AUTH_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  INSTITUTE_MEMBERSHIP_TEXT as SCHOOL,
  PERSONAL_DATA_TEXT as DATA,
  PROFILE_TEXT as PROFILE,
} from '@degreeworth/core';

/**
 * Core's sentences about a school, with i18next's placeholders where the school's name (and the
 * address) go: the English stays core's own, never typed again here.
 */
const withSchool = (text: (school: string) => string) => text('{{school}}');

/**
 * The profile page (/profile): its sections, and the school's dialogs shown on any page. Texts
 * that core keeps (the API sends or checks them too) are core's English.
 */
export const profile = {
  title: 'Your profile',
  seoTitle: 'Profile',
  detailsTitle: 'Your details',
  details: {
    name: 'Name',
    email: 'Email',
    verified: '(verified)',
    notVerified: '(not verified yet)',
    save: 'Save changes',
    image: 'Profile image',
    preview: 'Preview of your new profile image',
    imageHint: 'PNG, JPEG or WebP, up to 5 MB and 4096 × 4096 pixels.',
  },
  status: {
    loading: 'Loading your profile',
    ended: 'Your session has ended. Please log in again.',
    logIn: 'Log in again',
    failed: 'We could not load your profile.',
    retry: 'Try again',
  },
  passwordTitle: 'Change password',
  password: {
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Update password',
  },
  signInLink: {
    title: 'Sign in on another device',
    intro:
      'Open your results on your phone or another computer without typing your password: create a link here, then open it there.',
    create: 'Create a sign-in link',
    createAgain: 'Create a new link',
    label: 'Sign-in link',
    /** `minutes` from the answer's expires_in. */
    validity:
      'It works once, within {{minutes}} minutes. Anyone who has it can sign in as you: send it only to yourself.',
    expired: 'This link has expired. Create a new one.',
    failed: 'We could not create a sign-in link. Please try again.',
  },
  personalData: {
    title: DATA.sectionTitle,
    exportIntro: DATA.exportIntro,
    exportButton: DATA.exportButton,
    exportFailed: DATA.exportFailed,
    deleteIntro: DATA.deleteIntro,
    deleteButton: DATA.deleteButton,
    deleteTitle: DATA.deleteTitle,
    deleteConsequences: DATA.deleteConsequences,
    deleteEmailLabel: DATA.deleteEmailLabel,
    deletePasswordLabel: DATA.deletePasswordLabel,
    deletePasswordHint: DATA.deletePasswordHint,
    deleteConfirm: DATA.deleteConfirm,
    deleteCancel: DATA.deleteCancel,
  },
  school: {
    title: SCHOOL.profileTitle,
    addedBy: withSchool(SCHOOL.profileAddedBy),
    leaveSchool: SCHOOL.profileLeave,
    invited: withSchool(SCHOOL.invitationProfile),
    // The dialog a school's enrolment asks before anything else.
    askTitle: withSchool(SCHOOL.askTitle),
    askAddedBy: SCHOOL.askAddedBy('{{school}}', '{{email}}'),
    askCounselors: withSchool(SCHOOL.askCounselors),
    askChoose: SCHOOL.askChoose,
    stay: withSchool(SCHOOL.stay),
    leave: withSchool(SCHOOL.leave),
    // Asked before leaving.
    leaveTitle: withSchool(SCHOOL.leaveTitle),
    leaveConsequences: withSchool(SCHOOL.leaveConsequences),
    leaveCancel: SCHOOL.leaveCancel,
    // A school's invitation to an account that already exists.
    invitationTitle: withSchool(SCHOOL.invitationTitle),
    invitationBody: SCHOOL.invitationBody('{{school}}', '{{email}}'),
    invitationCounselors: withSchool(SCHOOL.invitationCounselors),
    accept: withSchool(SCHOOL.invitationAccept),
    decline: SCHOOL.invitationDecline,
    later: SCHOOL.invitationLater,
  },
  /**
   * The API's answers about a school that name it: the school's dialogs compare an answer with
   * core's sentence for the school they show (useSchoolMessage).
   */
  schoolAnswers: {
    stayed: withSchool(SCHOOL.stayed),
    left: withSchool(SCHOOL.left),
    accepted: withSchool(SCHOOL.accepted),
    declined: withSchool(SCHOOL.declined),
    seatsFull: withSchool(SCHOOL.invitationSeatsFull),
    ended: withSchool(SCHOOL.invitationEnded),
  },
  /**
   * Fixed messages the API or core's checks send to these screens, found by their English
   * (translateMessage). The image messages repeat the API's (apps/api/src/lib/images.ts).
   */
  server: {
    profileUpdated: PROFILE.updated,
    passwordChanged: PROFILE.passwordChanged,
    wrongCurrentPassword: PROFILE.wrongCurrent,
    nameTooLong: AUTH_MESSAGES.nameTooLong,
    controlCharacters: CONTROL_CHARACTERS_MESSAGE,
    imageType: 'The image must be a PNG, JPEG or WebP file.',
    imageSize: 'The image must be at most 5 MB.',
    imageDimensions: 'The image must be at most 4096 × 4096 pixels.',
    deleted: DATA.deleted,
    emailMismatch: DATA.emailMismatch,
    wrongPassword: DATA.wrongPassword,
    passwordRequired: DATA.passwordRequired,
    adminAccount: DATA.adminAccount,
    notInSchool: SCHOOL.notInSchool,
    noInvitation: SCHOOL.noInvitation,
    alreadyInSchool: SCHOOL.alreadyInSchool,
  },
} as const;
