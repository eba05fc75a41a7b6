import type { FastifyRequest } from 'fastify';
import {
  RESOURCE_LIMITS,
  RESOURCE_TEXT,
  ResourceFieldsSchema,
  ResourceUpdateFieldsSchema,
  type ResourceFields,
  type ResourceUpdateFields,
} from '@degreeworth/core';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';

export interface ResourceForm<F> {
  fields: F;
  image: Buffer | null;
}

const NAMES = ['title', 'category', 'sub_category', 'description', 'language'] as const;
/** Longest field in bytes: the description's characters, up to 4 bytes each in UTF-8, and more. */
const MAX_FIELD_BYTES = RESOURCE_LIMITS.description * 4 + 1024;

async function read(req: FastifyRequest) {
  return readMultipartForm(req, {
    names: NAMES,
    maxFieldBytes: MAX_FIELD_BYTES,
    notMultipart: RESOURCE_TEXT.noFormData,
  });
}

/** POST /admin/adminResources: every field checked with core's schema; the image is required. */
export async function readNewResourceForm(
  req: FastifyRequest,
): Promise<ResourceForm<ResourceFields>> {
  const form = await read(req);
  return { fields: parseFields(ResourceFieldsSchema, form.fields), image: form.image };
}

/** POST /admin/adminResources/{id}: the fields sent; the image only when one is sent. */
export async function readResourceUpdateForm(
  req: FastifyRequest,
): Promise<ResourceForm<ResourceUpdateFields>> {
  const form = await read(req);
  return { fields: parseFields(ResourceUpdateFieldsSchema, form.fields), image: form.image };
}
