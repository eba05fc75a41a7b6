import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@degreeworth/core';
import { AppError, ValidationError } from '../../lib/errors';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, normalizeAvatar } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforceLimits, type AccountKit } from '../auth/kit';
import { revokeUserSessions, updateUser, type UserRow } from './repository';
import { toPublicUser } from './serialize';

export const PROFILE_TEXT = {
  updated: 'Profile updated successfully.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  wrongCurrent: 'Your current password is not correct.',
  nameTooLong: 'Name must be at most 100 characters.',
  onlyOneImage: 'Send one image at most.',
  notMultipart: 'Send the profile as multipart form data (name, optional image).',
} as const;

interface ProfileForm {
  name: string;
  image: Buffer | null;
}

export function createUsersService(kit: AccountKit, mediaDir: string) {
  return {
    /** Reads name + optional image from multipart; the file size limit is enforced while streaming. */
    async readProfileForm(req: FastifyRequest): Promise<ProfileForm> {
      if (!req.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_TEXT.notMultipart);
      let name: string | undefined;
      let image: Buffer | null = null;
      for await (const part of req.parts({
        limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image') {
            await part.toBuffer().catch(() => undefined);
            continue;
          }
          const buffer = await part.toBuffer().catch((err: { code?: string }) => {
            if (err.code === 'FST_REQ_FILE_TOO_LARGE')
              throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.size);
            throw err;
          });
          if (buffer.length > 0) image = buffer;
        } else if (part.fieldname === 'name') {
          name = String(part.value);
        }
      }
      const trimmed = (name ?? '').trim();
      if (!trimmed) throw new ValidationError(MESSAGES.required, { name: [MESSAGES.required] });
      if (trimmed.length > 100)
        throw new ValidationError(PROFILE_TEXT.nameTooLong, { name: [PROFILE_TEXT.nameTooLong] });
      return { name: trimmed, image };
    },

    async updateProfile(user: UserRow, form: ProfileForm) {
      let imagePath = user.imagePath;
      if (form.image) {
        const webp = await normalizeAvatar(form.image);
        const file = `${user.id}-${randomBytes(9).toString('base64url')}.webp`;
        await mkdir(join(mediaDir, 'avatars'), { recursive: true });
        await writeFile(join(mediaDir, 'avatars', file), webp);
        if (user.imagePath) await unlink(join(mediaDir, user.imagePath)).catch(() => undefined);
        imagePath = `avatars/${file}`;
      }
      const updated = await updateUser(kit.db, user.id, { name: form.name, imagePath });
      return { message: PROFILE_TEXT.updated, user: toPublicUser(updated) };
    },

    /** Current password required; every other session of the account ends. */
    async changePassword(
      auth: { user: UserRow; sessionId: string },
      input: { current_password: string; password: string },
      ip: string,
    ) {
      await enforceLimits(kit, [
        { key: `changepw:acct:${auth.user.id}`, max: 10, windowSeconds: 900 },
        { key: `changepw:ip:${ip}`, max: 30, windowSeconds: 900 },
      ]);
      if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) {
        throw new ValidationError(PROFILE_TEXT.wrongCurrent, {
          current_password: [PROFILE_TEXT.wrongCurrent],
        });
      }
      await updateUser(kit.db, auth.user.id, { passwordHash: await hashPassword(input.password) });
      await revokeUserSessions(kit.db, auth.user.id, auth.sessionId);
      return { message: PROFILE_TEXT.passwordChanged };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
