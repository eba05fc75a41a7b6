/** What other modules use of a person's school membership: the invitations' data. */
export {
  findInvitationOf,
  type InvitationOfUser,
  listInvitations,
  type ListedInvitation,
  takeInvitation,
  upsertInvitations,
} from './invitations';
