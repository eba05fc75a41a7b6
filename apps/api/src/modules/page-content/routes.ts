import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_CONTENT_INPUT_SCHEMAS,
  PAGE_CONTENT_TEXT,
  PAGE_KEYS,
  PageContentQuerySchema,
  PageContentResponseSchema,
  PageContentSchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
import { adminDoc, doc, imageDoc, imageFile } from '../api-docs';
import { readMultipartForm, acceptMultipart } from '../../lib/multipart-form';
import type { PageContentService } from './service';
import { CONTENT } from '../../plugins/http-cache';

const params = z.object({ page: z.string().max(40) });
/** Every text of the largest page at its limit, 4 bytes a character, fits with room to spare. */
const BODY_LIMIT = 64 * 1024;

/**
 * Editable public pages, permission "content": GET and POST /admin/content/{page}
 * (JSON texts), POST and DELETE /admin/content/{page}/image (multipart, a file part `image`).
 * Public: GET /content/{page} (stored texts over the defaults) and the images.
 * {page}: home, rankings, resources, about, privacy, terms, accessibility (the /crm/home,
 * /crm/rankings, /crm/resources-content, /crm/about, /crm/privacy, /crm/terms and
 * /crm/accessibility screens).
 */
export const pageContentRoutes: FastifyPluginAsyncZod<{
  pageContent: PageContentService;
  media: MediaStore;
}> = async (app, { pageContent, media }) => {
  await acceptMultipart(app);
  const onRequest = app.requirePermission('content');
  const querystring = PageContentQuerySchema;
  const read = { params, querystring, response: { 200: PageContentSchema } };
  const write = { params, response: { 200: PageContentResponseSchema } };
  app.get(
    '/admin/content/:page',
    {
      onRequest,
      schema: {
        ...adminDoc('content', "An editable page's texts (admin)", {
          description: '`language`: en (when absent) or es.',
        }),
        ...read,
      },
    },
    (req) => pageContent.get(req.params.page, req.query.language),
  );
  app.post(
    '/admin/content/:page',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...adminDoc('content', "Change an editable page's texts", {
          description:
            "Any part of the page's texts in `language` (en when absent, or es; what is sent replaces what was stored); unknown keys are refused.",
          // The body is any JSON, checked with the page's own schema: the document shows those.
          documentedBody: z.union(PAGE_KEYS.map((page) => PAGE_CONTENT_INPUT_SCHEMAS[page])),
          // The texts of the rankings page.
          example: {
            title: 'College rankings by return on investment',
            intro: 'Every college ranked by what it costs against what its graduates earn.',
          },
        }),
        ...write,
        querystring,
        body: z.unknown(),
      },
    },
    (req) => pageContent.update(req.auth!.user, req.params.page, req.body, req.query.language),
  );
  app.post(
    '/admin/content/:page/image',
    {
      onRequest,
      schema: {
        ...adminDoc('content', "Replace an editable page's image", {
          description: 'Multipart form data: an `image` file part.',
          form: { fields: z.object({}), file: imageFile(true), example: {} },
        }),
        ...write,
      },
    },
    async (req) => {
      const form = await readMultipartForm(req, {
        names: [],
        maxFieldBytes: 1024,
        notMultipart: PAGE_CONTENT_TEXT.noFormData,
      });
      return pageContent.setImage(req.auth!.user, req.params.page, form.image);
    },
  );
  app.delete(
    '/admin/content/:page/image',
    { onRequest, schema: { ...adminDoc('content', "Remove an editable page's image"), ...write } },
    (req) => pageContent.removeImage(req.auth!.user, req.params.page),
  );

  app.get(
    '/content/:page',
    {
      config: { publicAnswer: CONTENT },
      schema: {
        ...doc('Content', 'public', "An editable page's texts", {
          description:
            '`page`: home, rankings, resources, about, privacy, terms or accessibility. `language`: en (when absent) or es; the answer says which. Stored texts over the defaults in that language.',
        }),
        ...read,
      },
    },
    (req) => pageContent.get(req.params.page, req.query.language),
  );
  serveMedia(app, 'content', media, imageDoc('Content', "An editable page's image (WebP)"));
};
