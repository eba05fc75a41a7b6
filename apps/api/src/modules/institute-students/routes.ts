import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InstituteImportResponseSchema,
  InstituteInvitationsResponseSchema,
  InstituteStudentInputSchema,
  InstituteStudentResponseSchema,
  InstituteUsersQuerySchema,
  InstituteUsersResponseSchema,
  MessageResponseSchema,
  REMINDER_SPACING_HOURS,
  RemindersResponseSchema,
} from '@degreeworth/core';
import { doc } from '../api-docs';
import { readCsvUpload } from './form';
import type { InstituteStudentsService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';

const params = z.object({ id: z.string().max(100) });

/**
 * An institute's students (GET /institute/instituteUsers): the owner and counselors list them
 * and send invites again; the owner adds them (one, or a CSV file), and so do counselors when
 * the owner allows it; only the owner removes them (403 otherwise, checked before the body is
 * read). Adding an address that already has its own account invites it; those adding students
 * may withdraw an invitation not answered yet.
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
        ...doc('Institute', 'institute', "The institute's students"),
        querystring: InstituteUsersQuerySchema,
        response: { 200: InstituteUsersResponseSchema },
      },
    },
    (req) => instituteStudents.list(req.institute!, req.query),
  );
  app.post(
    '/institute/instituteUsers',
    {
      onRequest: app.requireStudentAdder,
      bodyLimit: 16 * 1024,
      schema: {
        ...doc('Institute', 'institute', 'Add a student', {
          description:
            'The owner, or a counselor when the owner lets counselors add students (403 otherwise).',
          errors: ['Forbidden', 'Conflict'],
          example: { name: 'Ava Johnson', email: 'ava.johnson@lincoln-high.example' },
        }),
        body: InstituteStudentInputSchema,
        response: { 201: InstituteStudentResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await instituteStudents.add(req.institute!, req.body)),
  );
  app.post(
    '/institute/instituteUsers/import',
    {
      onRequest: app.requireStudentAdder,
      schema: {
        ...doc('Institute', 'institute', 'Import students', {
          description:
            'Multipart form data: a CSV `file` with the header row "name,email". All rows or none: a file with row errors answers 400 IMPORT_FAILED listing them. The owner, or a counselor when the owner lets counselors add students (403 otherwise).',
          // Its 400 lists the rows in error (instead of the generic 400).
          errors: ['ImportRejected', 'Forbidden', 'Conflict'],
          form: {
            fields: z.object({}),
            file: {
              name: 'file',
              required: true,
              mediaType: 'text/csv',
              description: 'CSV (UTF-8) with the header row "name,email"; at most 256 KB.',
            },
            example: {},
          },
        }),
        response: { 201: InstituteImportResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await instituteStudents.importCsv(req.institute!, await readCsvUpload(req))),
  );
  app.post(
    '/institute/instituteUsers/remind',
    {
      onRequest: app.requireInstitute,
      schema: {
        ...doc('Institute', 'institute', 'Remind the students who have not signed in', {
          description: `One invite mail to each student who has not signed in yet, except those invited in the last ${REMINDER_SPACING_HOURS} hours and those whose mail limit is reached (counted in \`held_back\`).`,
          errors: ['Conflict'],
        }),
        response: { 200: RemindersResponseSchema },
      },
    },
    (req) => instituteStudents.remindInvited(req.institute!),
  );
  app.post(
    '/institute/instituteUsers/:id/resend-invite',
    {
      onRequest: app.requireInstitute,
      schema: {
        ...doc('Institute', 'institute', 'Send a student their invite again', {
          description:
            'A new link to create their password (the earlier one stops working). 409 once the student has signed in; 429 within a minute of the last mail to the address or past its daily cap.',
          errors: ['Conflict', 'RateLimited'],
        }),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => instituteStudents.resendInvite(req.institute!, req.params.id),
  );
  app.get(
    '/institute/invitations',
    {
      onRequest: app.requireInstitute,
      schema: {
        ...doc('Institute', 'institute', 'Invitations not answered yet', {
          description:
            'Addresses that already had their own DegreeWorth account when a student was added with them: each is invited and joins (taking a seat) only when the person accepts. Newest first.',
        }),
        response: { 200: InstituteInvitationsResponseSchema },
      },
    },
    (req) => instituteStudents.invitations(req.institute!),
  );
  app.delete(
    '/institute/invitations/:id',
    {
      onRequest: app.requireStudentAdder,
      schema: {
        ...doc('Institute', 'institute', 'Withdraw an invitation', {
          description:
            'The owner, or a counselor when the owner lets counselors add students (403 otherwise). 404 once the person has answered it.',
          errors: ['Forbidden'],
        }),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => instituteStudents.withdrawInvitation(req.institute!, req.params.id),
  );
  app.delete(
    '/institute/instituteUsers/:id',
    {
      onRequest: owner,
      schema: {
        ...doc('Institute', 'institute-owner', 'Remove a student'),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => instituteStudents.remove(req.institute!, req.params.id),
  );
};
