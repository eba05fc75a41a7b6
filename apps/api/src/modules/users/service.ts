import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { normalizeAvatar } from '../../lib/images';
import type { MediaStore } from '../../lib/media';
import { accountAndIpLimits, enforceLimits, limitFailures } from '../../lib/limits';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { revokeUserSessions, type UserRow } from '../../lib/sessions';
import { rebindLinkPassword } from '../../accounts/codes-repository';
import type { ProfileForm } from './profile-form';
import { findUserByEmail, findUserById, updateUser } from '../../accounts/users-repository';
import { publicUserOf } from './serialize';

export const PROFILE_TEXT = {
  updated: 'Profile updated successfully.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  wrongCurrent: 'Your current password is not correct.',
} as const;

/**
 * Image uploads per account per hour: each one is decoded and re-encoded,
 * the costliest work a signed-in account can ask for; someone choosing a picture needs a few.
 */
export const AVATAR_UPLOADS_PER_HOUR = 20;

export interface UsersServiceDeps {
  db: Db;
  limiter: RateLimiter;
  /** Where the avatars are stored (the folder `avatars`). */
  media: MediaStore;
}

/** Accounts as other modules need them, the profile and the avatars. */
export function createUsersService(deps: UsersServiceDeps) {
  const { media } = deps;
  return {
    findById: (id: string) => findUserById(deps.db, id),
    findByEmail: (email: string) => findUserByEmail(deps.db, email),

    async updateProfile(user: UserRow, form: ProfileForm) {
      let imagePath = user.imagePath;
      if (form.image) {
        // Counted before decoding: a refused image cost the decoder as much as an accepted one.
        await enforceLimits(
          deps.limiter,
          [{ key: `avatar:acct:${user.id}`, max: AVATAR_UPLOADS_PER_HOUR, windowSeconds: 60 * 60 }],
          'Too many image uploads.',
        );
        imagePath = await media.save('avatars', user.id, await normalizeAvatar(form.image));
      }
      const updated = await updateUser(deps.db, user.id, { name: form.name, imagePath }).catch(
        async (err: unknown) => {
          // The account was not changed: the new image is nobody's.
          if (imagePath !== user.imagePath) await media.remove(imagePath);
          throw err;
        },
      );
      if (imagePath !== user.imagePath) await media.remove(user.imagePath);
      return { message: PROFILE_TEXT.updated, user: await publicUserOf(deps.db, updated) };
    },

    /** Current password required; every other session of the account ends. */
    async changePassword(
      auth: { user: UserRow; sessionId: string },
      input: { current_password: string; password: string },
      ip: string,
    ) {
      const rules = accountAndIpLimits('changepw', auth.user.id, ip, { account: 10, ip: 30 });
      await limitFailures(deps.limiter, rules, async () => {
        if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) {
          throw new ValidationError(PROFILE_TEXT.wrongCurrent, {
            current_password: [PROFILE_TEXT.wrongCurrent],
          });
        }
      });
      const passwordHash = await hashPassword(input.password);
      await updateUser(deps.db, auth.user.id, { passwordHash });
      await rebindLinkPassword(deps.db, auth.user.id, auth.user.passwordHash, passwordHash);
      await revokeUserSessions(deps.db, auth.user.id, auth.sessionId);
      return { message: PROFILE_TEXT.passwordChanged };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
