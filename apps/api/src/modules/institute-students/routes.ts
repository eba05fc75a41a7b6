import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InstituteImportResponseSchema,
  InstituteStudentInputSchema,
  InstituteStudentResponseSchema,
  InstituteUsersQuerySchema,
  InstituteUsersResponseSchema,
  MessageResponseSchema,
} from '@degreeworth/core';
import { readCsvUpload } from './form';
import type { InstituteStudentsService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';

const params = z.object({ id: z.string().max(100) });

/**
 * An institute's students (GET /institute/instituteUsers): the owner and counselors list them;
 * only the owner adds (one, or a CSV file) and removes them (403 for a counselor, checked
 * before the body is read).
 */
export const instituteStudentRoutes: FastifyPluginAsyncZod<{
  instituteStudents: InstituteStudentsService;
}> = async (app, { instituteStudents }) => {
  await acceptMultipart(app);
  const owner = app.requireInstituteOwner;
  app.get(
    '/institute/instituteUsers',
    {
      onRequest: app.requireInstitute,
      schema: {
        querystring: InstituteUsersQuerySchema,
        response: { 200: InstituteUsersResponseSchema },
      },
    },
    (req) => instituteStudents.list(req.institute!, req.query),
  );
  app.post(
    '/institute/instituteUsers',
    {
      onRequest: owner,
      bodyLimit: 16 * 1024,
      schema: {
        body: InstituteStudentInputSchema,
        response: { 201: InstituteStudentResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await instituteStudents.add(req.institute!, req.body)),
  );
  app.post(
    '/institute/instituteUsers/import',
    { onRequest: owner, schema: { response: { 201: InstituteImportResponseSchema } } },
    async (req, reply) =>
      reply
        .code(201)
        .send(await instituteStudents.importCsv(req.institute!, await readCsvUpload(req))),
  );
  app.delete(
    '/institute/instituteUsers/:id',
    { onRequest: owner, schema: { params, response: { 200: MessageResponseSchema } } },
    (req) => instituteStudents.remove(req.institute!, req.params.id),
  );
};
