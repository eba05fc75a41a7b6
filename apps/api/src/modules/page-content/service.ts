import { randomUUID } from 'node:crypto';
import {
  isPageKey,
  mergePageContent,
  nextStoredContent,
  PAGE_CONTENT_INPUT_SCHEMAS,
  PAGE_CONTENT_TEXT,
  type PageContent,
  type PageKey,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { PAGE_IMAGE_SHAPE } from '../../lib/images';
import { type MediaStore, mediaUrl } from '../../lib/media';
import { parseFields } from '../../lib/multipart-form';
import type { UserRow } from '../../lib/sessions';
import {
  findPageContent,
  lockPageContent,
  type PageContentRow,
  updatePageContent,
} from './repository';

/** The page a route names; 404 for any other. */
function pageOf(value: string): PageKey {
  if (!isPageKey(value)) throw new NotFoundError(PAGE_CONTENT_TEXT.notFound);
  return value;
}

/** What GET /content/{page} answers: the stored texts over the defaults, and the image. */
export function toPageContent(page: PageKey, row: PageContentRow | undefined): PageContent {
  return {
    page,
    content: mergePageContent(page, row?.content),
    image: row?.imagePath ? mediaUrl(row.imagePath) : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  } as PageContent;
}

/**
 * Editable public pages: texts as JSON checked with core's schema of the page, one
 * image per page. Each change runs in one transaction with its audit entry (before and after as
 * GET shows the page); an image replaced or removed is deleted once the change is committed.
 */
export function createPageContentService(deps: { db: Db; media: MediaStore }) {
  const { db, media } = deps;

  /** Runs `apply` on the locked row and records it; answers the page as it now is. */
  async function change(
    actor: UserRow,
    page: PageKey,
    action: 'content.update' | 'content.image_update' | 'content.image_delete',
    apply: (old: PageContentRow, tx: Db) => Promise<PageContentRow>,
    message: string = PAGE_CONTENT_TEXT.updated,
  ) {
    const { before, after } = await db.transaction(async (tx) => {
      const { row: old, created } = await lockPageContent(tx, page);
      const row = await apply(old, tx);
      await recordAudit(tx, actor, {
        action,
        targetType: 'page',
        targetId: page,
        // A page never edited showed the defaults (its row was made just now).
        before: toPageContent(page, created ? undefined : old),
        after: toPageContent(page, row),
      });
      return { before: old, after: row };
    });
    if (before.imagePath !== after.imagePath) await media.remove(before.imagePath);
    return { message, page_content: toPageContent(page, after) };
  }

  return {
    /** GET /content/{page} (public) and GET /admin/content/{page}. */
    async get(pageName: string): Promise<PageContent> {
      const page = pageOf(pageName);
      return toPageContent(page, await findPageContent(db, page));
    },

    /** POST /admin/content/{page}: the texts sent replace the stored ones; the rest is kept. */
    async update(actor: UserRow, pageName: string, body: unknown) {
      const page = pageOf(pageName);
      const sent = parseFields(PAGE_CONTENT_INPUT_SCHEMAS[page], body);
      return change(actor, page, 'content.update', (old, tx) =>
        updatePageContent(tx, page, {
          content: nextStoredContent(page, old.content, sent),
          updatedBy: actor.id,
        }),
      );
    },

    /** POST /admin/content/{page}/image: the page's one image, replaced. */
    async setImage(actor: UserRow, pageName: string, image: Buffer | null) {
      const page = pageOf(pageName);
      if (!image)
        throw new ValidationError(PAGE_CONTENT_TEXT.imageRequired, {
          image: [PAGE_CONTENT_TEXT.imageRequired],
        });
      const upload = { accountId: actor.id, folder: 'content' as const, id: randomUUID() };
      return media.withUpload({ ...upload, shape: PAGE_IMAGE_SHAPE }, image, (imagePath) =>
        change(actor, page, 'content.image_update', (_old, tx) =>
          updatePageContent(tx, page, { imagePath, updatedBy: actor.id }),
        ),
      );
    },

    /** DELETE /admin/content/{page}/image: 404 when the page has none. */
    async removeImage(actor: UserRow, pageName: string) {
      const page = pageOf(pageName);
      if (!(await findPageContent(db, page))?.imagePath)
        throw new NotFoundError(PAGE_CONTENT_TEXT.noImage);
      return change(
        actor,
        page,
        'content.image_delete',
        (old, tx) => {
          if (!old.imagePath) throw new NotFoundError(PAGE_CONTENT_TEXT.noImage);
          return updatePageContent(tx, page, { imagePath: null, updatedBy: actor.id });
        },
        PAGE_CONTENT_TEXT.deleted,
      );
    },
  };
}
export type PageContentService = ReturnType<typeof createPageContentService>;
