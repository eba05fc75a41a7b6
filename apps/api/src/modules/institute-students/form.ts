import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, INSTITUTE_LIMITS, INSTITUTE_TEXT } from '@degreeworth/core';
import { AppError, BadRequestError } from '../../lib/errors';
import { MULTIPART_TEXT } from '../../lib/multipart-form';

/**
 * The CSV upload of POST /institute/instituteUsers/import: one multipart file part named `file`,
 * at most INSTITUTE_LIMITS.importBytes. The type a browser gives a .csv file varies (Excel on
 * Windows says application/vnd.ms-excel), so these are taken and the content decides
 * (csv.ts decodeCsv: UTF-8 text, no NUL bytes).
 */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/comma-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, ERROR_CODES.payloadTooLarge, INSTITUTE_TEXT.csvTooLarge);
  if (code === 'FST_FILES_LIMIT') return new BadRequestError(INSTITUTE_TEXT.csvNoFile);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new BadRequestError(MULTIPART_TEXT.tooManyFields);
  return new BadRequestError(MULTIPART_TEXT.unreadable);
}

/** The file's bytes: 415 when not multipart, 400 without a `file` part, 413 when too large. */
export async function readCsvUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, INSTITUTE_TEXT.csvNoFile);
  let file: { bytes: Buffer; type: string } | null = null;
  const limits = { fileSize: INSTITUTE_LIMITS.importBytes, files: 1, fields: 10, fieldSize: 1024 };
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && bytes.length > 0) file = { bytes, type: part.mimetype };
    }
  } catch (err) {
    throw asClientError(err);
  }
  if (!file) throw new BadRequestError(INSTITUTE_TEXT.csvNoFile);
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (!CSV_TYPES.has(type)) throw new BadRequestError(INSTITUTE_TEXT.csvNotText);
  return file.bytes;
}
