import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SchoolDataDeletedResponseSchema,
  SchoolDataDeleteInputSchema,
  SchoolDataExportSchema,
} from '@degreeworth/core';
import { doc } from '../api-docs';
import type { SchoolDataService } from './service';

/** Keeps a file name to what every system accepts (the slug is already, this is a guard). */
const safeSlug = (slug: string) => slug.replace(/[^a-z0-9-]/gi, '') || 'school';

/**
 * A school's student data at the end of its contract: its owner downloads a copy, then deletes
 * it. Counselors get 403 (checked before the body is read).
 */
export const schoolDataRoutes: FastifyPluginAsyncZod<{ schoolData: SchoolDataService }> = async (
  app,
  { schoolData },
) => {
  app.get(
    '/institute/export',
    {
      onRequest: app.requireInstituteOwner,
      schema: {
        ...doc('Institute', 'institute-owner', "Download the school's student data", {
          description:
            'One JSON file (Content-Disposition: attachment): the school (name, seats, dates), its owner and counselors, every student (status, added, last active) with their saved scenarios, their inputs and the comments written in this school, and the invitations not answered yet. Never a password hash, code or token. Works after the subscription has ended.',
        }),
        response: { 200: SchoolDataExportSchema },
      },
    },
    async (req, reply) => {
      const data = await schoolData.exportData(req.institute!);
      const day = data.exported_at.slice(0, 10);
      const fileName = `degreeworth-${safeSlug(data.school.slug)}-students-${day}.json`;
      // Like every answer that is not public, it goes out `private, no-store` (http-cache.ts).
      return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).send(data);
    },
  );
  app.post(
    '/institute/delete-student-data',
    {
      onRequest: app.requireInstituteOwner,
      bodyLimit: 16 * 1024,
      schema: {
        ...doc('Institute', 'institute-owner', "Delete the school's student data", {
          description:
            '`confirm`: the school\'s exact name (400 naming it otherwise; nothing changes). In one transaction: every comment and reply written in this school is deleted; student accounts the school created that nobody ever claimed (no password, no Google link, never signed in) are deleted; every other student leaves the school as "Remove a student" does, keeping their account and scenarios as an individual account; unanswered invitations are deleted. Counselors and the subscription stay (a platform admin deletes the subscription).',
          example: { confirm: 'Lincoln High School' },
        }),
        body: SchoolDataDeleteInputSchema,
        response: { 200: SchoolDataDeletedResponseSchema },
      },
    },
    (req) => schoolData.deleteStudentData(req.institute!, req.body),
  );
};
