import { randomUUID } from 'node:crypto';
import {
  isPageKey,
  type Language,
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

/**
 * What GET /content/{page} answers: the stored texts of `language` (English when none is asked)
 * over that language's defaults, and the page's image (kept on the English row: every language
 * shows it). `language` is in the answer when the request named one; an answer to a request
 * without it stays as it was before languages came.
 */
export function toPageContent(
  page: PageKey,
  row: PageContentRow | undefined,
  language?: Language,
  imagePath: string | null | undefined = row?.imagePath,
): PageContent {
  return {
    page,
    content: mergePageContent(page, row?.content, language),
    image: imagePath ? mediaUrl(imagePath) : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
    ...(language && { language }),
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
    language?: Language,
  ) {
    const { before, after, imagePath } = await db.transaction(async (tx) => {
      const { row: old, created } = await lockPageContent(tx, page, language);
      const row = await apply(old, tx);
      // Another language's texts show the English row's image.
      const image =
        (language ?? 'en') === 'en' ? undefined : (await findPageContent(tx, page))?.imagePath;
      await recordAudit(tx, actor, {
        action,
        targetType: 'page',
        targetId: page,
        // A page never edited showed the defaults (its row was made just now).
        before: toPageContent(page, created ? undefined : old, language, image ?? old.imagePath),
        after: toPageContent(page, row, language, image ?? row.imagePath),
      });
      return { before: old, after: row, imagePath: image ?? row.imagePath };
    });
    if (before.imagePath !== after.imagePath) await media.remove(before.imagePath);
    return { message, page_content: toPageContent(page, after, language, imagePath) };
  }

  return {
    /**
     * GET /content/{page} (public) and GET /admin/content/{page}, in `language`: a page with no
     * texts stored in that language shows that language's defaults.
     */
    async get(pageName: string, language?: Language): Promise<PageContent> {
      const page = pageOf(pageName);
      const row = await findPageContent(db, page, language);
      if ((language ?? 'en') === 'en') return toPageContent(page, row, language);
      const image = (await findPageContent(db, page))?.imagePath;
      return toPageContent(page, row, language, image);
    },

    /**
     * POST /admin/content/{page}: the texts sent replace the stored ones of `language`; the rest
     * (and the other languages) is kept.
     */
    async update(actor: UserRow, pageName: string, body: unknown, language?: Language) {
      const page = pageOf(pageName);
      const sent = parseFields(PAGE_CONTENT_INPUT_SCHEMAS[page], body);
      return change(
        actor,
        page,
        'content.update',
        (old, tx) =>
          updatePageContent(
            tx,
            page,
            { content: nextStoredContent(page, old.content, sent, language), updatedBy: actor.id },
            language,
          ),
        PAGE_CONTENT_TEXT.updated,
        language,
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
      if (!(await findPageContent(db, page, 'en'))?.imagePath)
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
