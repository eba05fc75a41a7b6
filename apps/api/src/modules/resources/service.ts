import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  type PublicResourcesQuery,
  RESOURCE_TEXT,
  type ResourceFields,
  type ResourcesQuery,
  type ResourceUpdateFields,
  UUID_PATTERN,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { ARTICLE_SHAPE } from '../../lib/images';
import type { MediaStore } from '../../lib/media';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import type { UserRow } from '../../lib/sessions';
import type { ResourceForm } from './form';
import {
  deleteResource,
  findCategories,
  findResource,
  findResourcesPage,
  findResourceSummaries,
  insertResource,
  type ResourcePatch,
  updateResource,
} from './repository';
import { toResource, toResourceSummary } from './serialize';

/** The sanitized description and its plain text; 400 when nothing is left of it. */
function cleanDescription(html: string) {
  const description = sanitizeRichText(html);
  const bodyText = richTextToPlain(description);
  if (!bodyText) throw new ValidationError(MESSAGES.required, { description: [MESSAGES.required] });
  return { description, bodyText };
}

function patchOf(fields: ResourceUpdateFields): ResourcePatch {
  return {
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.category !== undefined && { category: fields.category }),
    ...(fields.sub_category !== undefined && { subCategory: fields.sub_category }),
    ...(fields.language !== undefined && { language: fields.language }),
    ...(fields.description !== undefined && cleanDescription(fields.description)),
  };
}

const notFound = () => new NotFoundError(RESOURCE_TEXT.notFound);

/**
 * Articles. Writes run in one transaction with their audit
 * entry; a new image is stored before the transaction and removed again when it fails, an
 * image replaced or deleted is removed once the change is committed.
 */
export function createResourcesService(deps: { db: Db; media: MediaStore }) {
  const { db, media } = deps;
  const upload = (actor: UserRow, id: string) => ({
    accountId: actor.id,
    folder: 'resources' as const,
    id,
    shape: ARTICLE_SHAPE,
  });

  return {
    async create(actor: UserRow, form: ResourceForm<ResourceFields>) {
      const { title, category, sub_category, language } = form.fields;
      const text = cleanDescription(form.fields.description);
      if (!form.image)
        throw new ValidationError(RESOURCE_TEXT.imageRequired, {
          image: [RESOURCE_TEXT.imageRequired],
        });
      const id = randomUUID();
      const row = await media.withUpload(upload(actor, id), form.image, (imagePath) =>
        db.transaction(async (tx) => {
          const created = await insertResource(tx, {
            ...{ id, title, category, subCategory: sub_category ?? null, language, ...text },
            imagePath: imagePath!,
            createdBy: actor.id,
          });
          await recordAudit(tx, actor, {
            action: 'resource.create',
            targetType: 'resource',
            targetId: id,
            after: toResource(created),
          });
          return created;
        }),
      );
      return { message: RESOURCE_TEXT.added, resource: toResource(row) };
    },

    async update(actor: UserRow, id: string, form: ResourceForm<ResourceUpdateFields>) {
      // Checked first: an unknown id costs no image decoding.
      if (!UUID_PATTERN.test(id) || !(await findResource(db, id))) throw notFound();
      const patch = patchOf(form.fields);
      const { before, after } = await media.withUpload(upload(actor, id), form.image, (path) =>
        db.transaction(async (tx) => {
          const old = await findResource(tx, id, true);
          if (!old) throw notFound();
          const row = (await updateResource(tx, id, path ? { ...patch, imagePath: path } : patch))!;
          await recordAudit(tx, actor, {
            action: 'resource.update',
            targetType: 'resource',
            targetId: id,
            before: toResource(old),
            after: toResource(row),
          });
          return { before: old, after: row };
        }),
      );
      if (after.imagePath !== before.imagePath) await media.remove(before.imagePath);
      return { message: RESOURCE_TEXT.updated, resource: toResource(after) };
    },

    async remove(actor: UserRow, id: string) {
      if (!UUID_PATTERN.test(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const deleted = await deleteResource(tx, id);
        if (!deleted) throw notFound();
        await recordAudit(tx, actor, {
          action: 'resource.delete',
          targetType: 'resource',
          targetId: id,
          before: toResource(deleted),
        });
        return deleted;
      });
      await media.remove(row.imagePath);
      return { message: RESOURCE_TEXT.deleted, id };
    },

    /** GET /admin/adminResources: whole articles, newest first. */
    async adminList(query: ResourcesQuery) {
      const { rows, total } = await findResourcesPage(db, query);
      return {
        resources: rows.map(toResource),
        page: query.page,
        per_page: ADMIN_PAGE_SIZE,
        total,
      };
    },

    /**
     * GET /resources: summaries, newest first (the reader's language first when the query names
     * it), and every category with its count.
     */
    async publicList(query: PublicResourcesQuery) {
      const [{ rows, total }, categories] = await Promise.all([
        findResourceSummaries(db, query),
        findCategories(db),
      ]);
      return {
        resources: rows.map(toResourceSummary),
        categories,
        page: query.page,
        per_page: ADMIN_PAGE_SIZE,
        total,
      };
    },

    /** GET /admin/adminResources/categories: the categories in use, for the article form. */
    async categories() {
      return { categories: await findCategories(db) };
    },

    /** One article (GET /resources/{id}, GET /admin/adminResources/{id}). */
    async get(id: string) {
      const row = UUID_PATTERN.test(id) ? await findResource(db, id) : undefined;
      if (!row) throw notFound();
      return { resource: toResource(row) };
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
