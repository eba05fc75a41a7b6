import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminResourceListResponseSchema,
  DeletedResponseSchema,
  ResourceListResponseSchema,
  ResourceResponseSchema,
  ResourceSchema,
  ResourcesQuerySchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
import { readNewResourceForm, readResourceUpdateForm } from './form';
import type { ResourcesService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';
import { CONTENT } from '../../plugins/http-cache';

const params = z.object({ id: z.string().max(100) });
const OneResourceSchema = z.object({ resource: ResourceSchema });

/**
 * Articles. Admin (permission "resources"): POST /admin/adminResources
 * (multipart, image required), POST /admin/adminResources/{id} (multipart, only what is sent
 * changes), DELETE /admin/adminResources/{id}, GET /admin/adminResources(/{id}). Public:
 * GET /resources?category=&search=&page=, GET /resources/{id}, and the images.
 */
export const resourceRoutes: FastifyPluginAsyncZod<{
  resources: ResourcesService;
  media: MediaStore;
}> = async (app, { resources, media }) => {
  await acceptMultipart(app);
  const onRequest = app.requirePermission('resources');
  app.post(
    '/admin/adminResources',
    { onRequest, schema: { response: { 201: ResourceResponseSchema } } },
    async (req, reply) =>
      reply.code(201).send(await resources.create(req.auth!.user, await readNewResourceForm(req))),
  );
  app.post(
    '/admin/adminResources/:id',
    { onRequest, schema: { params, response: { 200: ResourceResponseSchema } } },
    async (req) =>
      resources.update(req.auth!.user, req.params.id, await readResourceUpdateForm(req)),
  );
  app.delete(
    '/admin/adminResources/:id',
    { onRequest, schema: { params, response: { 200: DeletedResponseSchema } } },
    (req) => resources.remove(req.auth!.user, req.params.id),
  );
  app.get(
    '/admin/adminResources',
    {
      onRequest,
      schema: {
        querystring: ResourcesQuerySchema,
        response: { 200: AdminResourceListResponseSchema },
      },
    },
    (req) => resources.adminList(req.query),
  );
  app.get(
    '/admin/adminResources/:id',
    { onRequest, schema: { params, response: { 200: OneResourceSchema } } },
    (req) => resources.get(req.params.id),
  );

  app.get(
    '/resources',
    {
      config: { publicAnswer: CONTENT },
      schema: { querystring: ResourcesQuerySchema, response: { 200: ResourceListResponseSchema } },
    },
    (req) => resources.publicList(req.query),
  );
  app.get(
    '/resources/:id',
    { config: { publicAnswer: CONTENT }, schema: { params, response: { 200: OneResourceSchema } } },
    (req) => resources.get(req.params.id),
  );
  serveMedia(app, 'resources', media);
};
