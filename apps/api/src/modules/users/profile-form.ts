import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, MESSAGES } from '@degreeworth/core';
import { AppError, ValidationError } from '../../lib/errors';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '../../lib/images';

export const PROFILE_FORM_TEXT = {
  nameTooLong: 'Name must be at most 100 characters.',
  notMultipart: 'Send the profile as multipart form data (name, optional image).',
} as const;

/** POST /user/profile/update as the service takes it. */
export interface ProfileForm {
  name: string;
  image: Buffer | null;
}

/**
 * Reads name + optional image from the multipart request (the route's job: the service never
 * sees the request); the file size limit is enforced while streaming.
 */
export async function readProfileForm(req: FastifyRequest): Promise<ProfileForm> {
  if (!req.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_FORM_TEXT.notMultipart);
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
    throw new ValidationError(PROFILE_FORM_TEXT.nameTooLong, {
      name: [PROFILE_FORM_TEXT.nameTooLong],
    });
  if (hasControlCharacters(trimmed))
    throw new ValidationError(CONTROL_CHARACTERS_MESSAGE, { name: [CONTROL_CHARACTERS_MESSAGE] });
  return { name: trimmed, image };
}
