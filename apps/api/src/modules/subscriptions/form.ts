import type { FastifyRequest } from 'fastify';
import {
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_TEXT,
  SubscriptionFieldsSchema,
  SubscriptionUpdateFieldsSchema,
  type SubscriptionFields,
  type SubscriptionUpdateFields,
} from '@degreeworth/core';
import { parseFields, readMultipartForm } from '../../lib/multipart-form';

export interface SubscriptionForm<F> {
  fields: F;
  logo: Buffer | null;
}

/** `status` is read only to be refused with its own message (the admin form never sends it). */
const NAMES = ['name', 'admin_email', 'seats', 'start_date', 'end_date', 'status'] as const;
const MAX_FIELD_BYTES = SUBSCRIPTION_LIMITS.name * 4 + 1024;

async function read(req: FastifyRequest) {
  const form = await readMultipartForm(req, {
    names: NAMES,
    maxFieldBytes: MAX_FIELD_BYTES,
    notMultipart: SUBSCRIPTION_TEXT.noFormData,
    fileField: 'logo',
  });
  return { fields: form.fields, logo: form.image };
}

/** POST /admin/subscriptions: every field checked with core's schema; the logo is optional. */
export async function readNewSubscriptionForm(
  req: FastifyRequest,
): Promise<SubscriptionForm<SubscriptionFields>> {
  const form = await read(req);
  return { fields: parseFields(SubscriptionFieldsSchema, form.fields), logo: form.logo };
}

/** POST /admin/subscriptions/{id}: the fields sent; the logo only when a file part is sent. */
export async function readSubscriptionUpdateForm(
  req: FastifyRequest,
): Promise<SubscriptionForm<SubscriptionUpdateFields>> {
  const form = await read(req);
  return { fields: parseFields(SubscriptionUpdateFieldsSchema, form.fields), logo: form.logo };
}
