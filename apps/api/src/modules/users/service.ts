import { type LanguageInput, PROFILE_TEXT } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { AVATAR_SHAPE } from '../../lib/images';
import type { MediaStore } from '../../lib/media';
import { accountAndIpLimits, limitFailures } from '../../lib/limits';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { revokeUserSessions, type UserRow } from '../../lib/sessions';
import { rebindLinkPassword } from '../../accounts/codes-repository';
import type { ProfileForm } from './profile-form';
import { findUserByEmail, findUserById, updateUser } from '../../accounts/users-repository';
import { publicUserOf } from './serialize';

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
      const upload = {
        accountId: user.id,
        folder: 'avatars' as const,
        id: user.id,
        shape: AVATAR_SHAPE,
      };
      const updated = await media.withUpload(upload, form.image, (imagePath) =>
        updateUser(deps.db, user.id, { name: form.name, imagePath: imagePath ?? user.imagePath }),
      );
      // A replaced picture is removed once the account names the new one.
      if (updated.imagePath !== user.imagePath) await media.remove(user.imagePath);
      return { message: PROFILE_TEXT.updated, user: await publicUserOf(deps.db, updated) };
    },

    /** The language the site and the mails to the person use, on every device they sign in on. */
    async setLanguage(user: UserRow, input: LanguageInput) {
      const updated = await updateUser(deps.db, user.id, { language: input.language });
      return { message: PROFILE_TEXT.languageSaved, user: await publicUserOf(deps.db, updated) };
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
