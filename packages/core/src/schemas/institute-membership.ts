import { z } from 'zod';
import { PublicUserSchema } from './auth';

/**
 * A student's own side of an institute. An institute can enrol an address
 * nobody has registered yet, and its counselors read the scenarios of whoever claims it; so the
 * person who claims the account is told which school added it and chooses to stay or leave
 * (POST /me/institute/confirm, POST /me/institute/leave). Leaving keeps the account and its
 * scenarios; the school loses them and can only invite the account back. An account that existed
 * before the school asked for it is invited: the person joins or declines. The API's answers and
 * the web's dialogs and profile section share these texts.
 */
export const INSTITUTE_MEMBERSHIP_TEXT = {
  // Answers of the API.
  stayed: (school: string) => `You are staying with ${school}.`,
  left: (school: string) => `You left ${school}. Your account and saved scenarios stay with you.`,
  notInSchool: 'Your account is not part of a school, so there is nothing to confirm or leave.',
  // The dialog shown before anything else while the choice is not made.
  askTitle: (school: string) => `${school} added your account`,
  askAddedBy: (school: string, email: string) =>
    `${school} added ${email} to DegreeWorth. You get full access through the school's plan.`,
  askCounselors: (school: string) =>
    `Counselors at ${school} can see the scenarios you save and comment on them.`,
  askChoose: 'Choose whether to stay with the school. You can leave it later from your profile.',
  stay: (school: string) => `Stay with ${school}`,
  leave: (school: string) => `Leave ${school}`,
  // Asked before leaving, from the dialog or the profile.
  leaveTitle: (school: string) => `Leave ${school}?`,
  leaveConsequences: (school: string) =>
    `You lose the full access ${school}'s plan gives you. ${school} and its counselors can no longer see your account or your scenarios, and the school can't add you back by itself. Your account, your scenarios and the comments on them stay with you.`,
  leaveCancel: 'Go back',
  // The profile's section.
  profileTitle: 'School',
  profileAddedBy: (school: string) =>
    `${school} added this account. Its counselors can see and comment on your saved scenarios.`,
  profileLeave: 'Leave school',
  // An invitation to an account that already exists (GET /me `institute_invitation`): the
  // school sees nothing of the account until the person accepts.
  invitationTitle: (school: string) => `${school} invites you to join`,
  invitationBody: (school: string, email: string) =>
    `${school} invited your account, ${email}, to join the school on DegreeWorth. If you accept, you get full access through the school's plan.`,
  invitationCounselors: (school: string) =>
    `Counselors at ${school} will see the scenarios you have saved and the ones you save later, and can comment on them. Nothing is shared unless you accept, and you can leave the school later from your profile.`,
  invitationAccept: (school: string) => `Join ${school}`,
  invitationDecline: 'Decline',
  invitationLater: 'Decide later',
  invitationProfile: (school: string) =>
    `${school} invited you to join it. Its counselors would see your saved scenarios.`,
  accepted: (school: string) => `You joined ${school}. Its counselors can now see your scenarios.`,
  declined: (school: string) => `You declined the invitation from ${school}.`,
  noInvitation: 'There is no invitation to answer: the school may have withdrawn it.',
  invitationSeatsFull: (school: string) =>
    `${school} has no free seat right now. Ask your counselor to free one, then accept again.`,
  invitationEnded: (school: string) =>
    `${school}'s DegreeWorth plan has ended, so you can't join it now. You can decline the invitation.`,
  alreadyInSchool:
    'Your account is already part of a school. Leave it from your profile before joining another.',
} as const;

/**
 * POST /me/institute/confirm, /me/institute/leave, /me/institute/accept-invitation and
 * /me/institute/decline-invitation: the message and the user as it is now.
 */
export const InstituteMembershipResponseSchema = z.object({
  message: z.string(),
  user: PublicUserSchema,
});
export type InstituteMembershipResponse = z.infer<typeof InstituteMembershipResponseSchema>;
