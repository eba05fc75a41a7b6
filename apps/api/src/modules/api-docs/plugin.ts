import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH } from '@degreeworth/core';
import { encodedOnce, sendJson } from '../../lib/encoded-json';
import { docsPageHeaders } from '../../plugins/security';
import { doc } from './route-docs';
import { collectRoutes } from './route-table';
import { TAGS } from './tags';
import { SECURITY_SCHEMES, transformDocument, transformRoute } from './transform';

const DESCRIPTION = `The DegreeWorth HTTP API: college rankings by return on investment, the ROI calculator's
scenarios, accounts, payments, the platform admin and the institute client.

- **Base path** \`/api/v1\`; JSON bodies (\`application/json\`) unless an operation says otherwise
  (uploads are \`multipart/form-data\`).
- **Tokens**: send \`Authorization: Bearer <token>\`. There are three kinds (user, admin,
  institute), each from its own sign-in call; each operation says which it needs.
- **Errors**: every non-2xx answer has one body: \`statusCode\`, \`error\`, \`code\` (e.g.
  \`VALIDATION_FAILED\`, \`UNAUTHENTICATED\`, \`NOT_FOUND\`, \`RATE_LIMITED\`), \`message\` (written for
  people), \`requestId\`, and \`fieldErrors\` on validation failures. 429 and 503 also send
  \`Retry-After\`.
- Paths keep the product's own spellings (\`/login-insitute\`, \`/auth/adminLogin\`).`;

/**
 * The OpenAPI 3.1 document, generated from the route schemas (GET /api/v1/openapi.json), and
 * its reference page (/api/v1/docs, Swagger UI). Called first in the API's context: the
 * document collects the routes registered after it (an onRoute hook; no request hook).
 */
export async function registerApiDocs(api: FastifyInstance): Promise<void> {
  collectRoutes(api);
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'DegreeWorth API', version: '1.0.0', description: DESCRIPTION },
      tags: TAGS.map((t) => ({ ...t })),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  // Generated on the first request, then kept as text (and compressed once per encoding).
  api.get(
    '/openapi.json',
    {
      schema: doc('API document', 'public', 'This OpenAPI 3.1 document', {
        description:
          'Generated from the route schemas on the first request; the reference page is /api/v1/docs.',
        rawResponse: {
          status: 200,
          description: 'This document',
          mediaType: 'application/json',
          schema: { type: 'object', description: 'An OpenAPI 3.1 document.' },
        },
      }),
    },
    (request, reply) => {
      const document = api.swagger();
      return sendJson(
        request,
        reply,
        encodedOnce(document, () => JSON.stringify(document)),
      );
    },
  );
  // Its own context: the page's Content-Security-Policy is set on the page's routes only.
  await api.register(async (docs) => {
    const headers = docsPageHeaders();
    docs.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      // The page's asset links are absolute: the prefix of the API's context is not the plugin's.
      indexPrefix: API_BASE_PATH,
      // No logo (the plugin would read Fastify's at every start; BaseLayout has no top bar).
      logo: null as unknown as undefined,
      theme: { title: 'DegreeWorth API reference' },
      uiConfig: {
        layout: 'BaseLayout',
        deepLinking: true,
        // Tags start closed: with every one of the ~140 operations listed at once, swagger-ui
        // stopped drawing after the first few; a reader opens the area they need.
        docExpansion: 'none',
        defaultModelsExpandDepth: 0,
        displayRequestDuration: true,
        tryItOutEnabled: false,
      },
    });
  });
}
