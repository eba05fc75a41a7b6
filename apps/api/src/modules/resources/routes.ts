import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminResourceListResponseSchema,
  DeletedResponseSchema,
  PublicResourcesQuerySchema,
  ResourceCategoriesResponseSchema,
  ResourceFieldsSchema,
  ResourceListResponseSchema,
  ResourceResponseSchema,
  ResourceSchema,
  ResourcesQuerySchema,
  ResourceUpdateFieldsSchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
import { adminDoc, doc, imageDoc, imageFile } from '../api-docs';
import { readNewResourceForm, readResourceUpdateForm } from './form';
import type { ResourcesService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';
import { CONTENT } from '../../plugins/http-cache';

const params = z.object({ id: z.string().max(100) });
const OneResourceSchema = z.object({ resource: ResourceSchema });

/** The article of the forms' examples. */
const ARTICLE = {
  title: "Reading a college's net price",
  category: 'Paying for college',
  sub_category: 'Financial aid',
  description:
    '<p>The net price is what a family pays after grants and scholarships. Compare it, not the sticker price.</p>',
  language: 'en',
};

/**
 * Articles. Admin (permission "resources"): POST /admin/adminResources
 * (multipart, image required), POST /admin/adminResources/{id} (multipart, only what is sent
 * changes), DELETE /admin/adminResources/{id}, GET /admin/adminResources(/{id}), GET
 * /admin/adminResources/categories (the form's category list). Public:
 * GET /resources?category=&search=&page=&language=, GET /resources/{id}, and the images. The
 * list's answer differs by language only through its URL, so caches keep each apart.
 */
export const resourceRoutes: FastifyPluginAsyncZod<{
  resources: ResourcesService;
  media: MediaStore;
}> = async (app, { resources, media }) => {
  await acceptMultipart(app);
  const onRequest = app.requirePermission('resources');
  app.post(
    '/admin/adminResources',
    {
      onRequest,
      schema: {
        ...adminDoc('resources', 'Add an article', {
          description: 'Multipart form data: the fields and an `image` (required).',
          form: { fields: ResourceFieldsSchema, file: imageFile(true), example: ARTICLE },
        }),
        response: { 201: ResourceResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await resources.create(req.auth!.user, await readNewResourceForm(req))),
  );
  app.post(
    '/admin/adminResources/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('resources', 'Change an article', {
          description:
            'Multipart form data: only the fields sent change; the image only when sent.',
          form: {
            fields: ResourceUpdateFieldsSchema,
            file: imageFile(false),
            example: { title: ARTICLE.title, sub_category: 'Grants and scholarships' },
          },
        }),
        params,
        response: { 200: ResourceResponseSchema },
      },
    },
    async (req) =>
      resources.update(req.auth!.user, req.params.id, await readResourceUpdateForm(req)),
  );
  app.delete(
    '/admin/adminResources/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('resources', 'Delete an article'),
        params,
        response: { 200: DeletedResponseSchema },
      },
    },
    (req) => resources.remove(req.auth!.user, req.params.id),
  );
  app.get(
    '/admin/adminResources',
    {
      onRequest,
      schema: {
        ...adminDoc('resources', 'Articles (admin list)'),
        querystring: ResourcesQuerySchema,
        response: { 200: AdminResourceListResponseSchema },
      },
    },
    (req) => resources.adminList(req.query),
  );
  // A fixed path: the router tries it before /:id, and article ids are UUIDs anyway.
  app.get(
    '/admin/adminResources/categories',
    {
      onRequest,
      schema: {
        ...adminDoc('resources', 'The categories in use (for the article form)'),
        response: { 200: ResourceCategoriesResponseSchema },
      },
    },
    () => resources.categories(),
  );
  app.get(
    '/admin/adminResources/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('resources', 'One article (admin)'),
        params,
        response: { 200: OneResourceSchema },
      },
    },
    (req) => resources.get(req.params.id),
  );

  app.get(
    '/resources',
    {
      config: { publicAnswer: CONTENT },
      schema: {
        ...doc(
          'Content',
          'public',
          "Articles (category, search, page; the reader's language first)",
        ),
        querystring: PublicResourcesQuerySchema,
        response: { 200: ResourceListResponseSchema },
      },
    },
    (req) => resources.publicList(req.query),
  );
  app.get(
    '/resources/:id',
    {
      config: { publicAnswer: CONTENT },
      schema: {
        ...doc('Content', 'public', 'One article'),
        params,
        response: { 200: OneResourceSchema },
      },
    },
    (req) => resources.get(req.params.id),
  );
  serveMedia(app, 'resources', media, imageDoc('Content', "An article's image (WebP)"));
};
