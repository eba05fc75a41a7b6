import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@degreeworth/core';
import type { CspSources } from '../modules/payments/csp';
import { errorBody } from './error-handler';

/**
 * Security headers and per-route rate limiting. CSP: scripts only from us (and
 * Google Identity Services, for the social sign-in button, and the configured payment
 * providers' scripts with the hosts they call and frame: modules/payments/csp.ts); styles may be inline
 * (React style attributes, toasts); images also from data:/blob: (offline image, previews).
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { googleScriptUrl: string; redis: Redis | null; payments: CspSources },
): Promise<void> {
  const google = new URL(opts.googleScriptUrl).origin;
  const pay = opts.payments;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", google, ...pay.script],
        styleSrc: ["'self'", "'unsafe-inline'", google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", google, ...pay.connect],
        frameSrc: ["'self'", google, ...pay.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // global: false: only routes with config.rateLimit are limited (STACK.md).
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'dw:route-rl:' } : {}),
    errorResponseBuilder: (request, context) => {
      const err = errorBody(
        429,
        ERROR_CODES.rateLimited,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        String(request.id),
      );
      return Object.assign(new Error(err.message), { statusCode: 429 });
    },
  });
}
