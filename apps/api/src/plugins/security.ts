import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@degreeworth/core';
import type { CspSources } from '../modules/payments';
import { errorBody } from './error-handler';
import type { RequestStep } from './request-start';

/**
 * Helmet's headers for `options`, computed once: its middleware would rebuild the same
 * Content-Security-Policy string on every request (a tenth of a health check's
 * cost). Only static directive values are used, so every answer gets the same set.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The API reference page's headers (/api/v1/docs, Swagger UI; modules/api-docs): it is a page
 * under /api/, where answers get `default-src 'none'`. Its scripts and styles come from the
 * page's own files (no inline script or style element: e2e/api-docs.spec.ts sees no violation),
 * images also from data: URLs (Swagger UI's icons); its calls (the document, "Try it out") go to
 * this origin only. Set by a hook of the page's own context, so no other route pays for it.
 */
export function docsPageHeaders(): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Security headers (`step`, for the app's first hook: request-start.ts) and per-route rate
 * limiting.
 * CSP of the pages: scripts only from us (and Google Identity Services, for the social sign-in
 * button, and the configured payment providers' scripts with the hosts they call and frame:
 * modules/payments/csp.ts); styles may be inline (React style attributes, toasts); images also
 * from data:/blob: (offline image, previews).
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { googleScriptUrl: string; redis: Redis | null; payments: CspSources },
): Promise<{ step: RequestStep }> {
  const google = new URL(opts.googleScriptUrl).origin;
  const pay = opts.payments;
  const pageOptions: HelmetOptions = {
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
  };
  const pageHeaders = securityHeaders(pageOptions);
  // API answers (JSON, images, PDFs) are never rendered as a page: nothing may load from them,
  // nothing may frame them, nothing may sniff them (OWASP's REST advice). The page-only headers
  // (the page policy's half kilobyte, popups, prefetching, old IE) are not sent with every call.
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // frame-ancestors 'none' says it for every current browser; an answer is never a page
    // whose links could leak a referrer.
    xFrameOptions: false,
    referrerPolicy: false,
  });
  // global: false: only routes with config.rateLimit are limited, each by its own rule.
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
  return {
    step: (request, reply) =>
      void reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders),
  };
}
