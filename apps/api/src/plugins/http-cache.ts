import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpCacheSettings } from '../config';
import type { GenerationSource } from '../lib/generation-cache';
import { Lru } from '../lib/lru';

/**
 * How a public GET may be kept by browsers and shared caches (a CDN, nginx's proxy_cache):
 * - `figures`: computed from the imported data only, so it changes only with an import (a new
 *   data generation) or a new release of the code. Its ETag is known before the answer is
 *   computed, so a revalidation costs no work.
 * - `content`: texts and images the platform admin edits (resources, testimonials, page
 *   texts). Its ETag is the digest of the answer itself: any edit changes it.
 * `perViewer` marks an answer that changes when a signed-in user asks (is_favorite, plan
 * rules): a signed-in user's answer is never stored, and the visitor's carries
 * `Vary: Authorization` so that no cache hands it to a signed-in request.
 */
export interface PublicAnswer {
  kind: 'figures' | 'content';
  perViewer?: boolean;
}

export const FIGURES: PublicAnswer = { kind: 'figures' };
export const FIGURES_PER_VIEWER: PublicAnswer = { kind: 'figures', perViewer: true };
export const CONTENT: PublicAnswer = { kind: 'content' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the public GETs; every other answer is `private, no-store`. */
    publicAnswer?: PublicAnswer;
  }
  interface FastifyRequest {
    /** The figures answer's ETag before its encoding suffix (set by the preHandler below). */
    figuresTag: string | null;
  }
}

/** Answers that depend on who asks, errors, health: kept by nobody. */
export const NO_STORE = 'private, no-store';

/**
 * The Cache-Control of each kind:
 * - figures: browsers keep them a minute (at most the shared time); shared caches keep them
 *   `figuresSeconds`, then may answer from the old copy for 10 minutes while they fetch the new
 *   one (a revalidation that usually ends in a 304).
 * - content: browsers revalidate every time (a 304 when nothing was edited), shared caches keep
 *   them `contentSeconds`. No stale-while-revalidate: browsers honour it too, and would show
 *   the page as it was before an admin's edit once more after it (nginx's own
 *   `proxy_cache_use_stale updating` still answers from the old copy while it fetches).
 */
export function cacheControlOf(kind: PublicAnswer['kind'], settings: HttpCacheSettings): string {
  if (kind === 'figures') {
    const shared = settings.figuresSeconds;
    return `public, max-age=${Math.min(60, shared)}, s-maxage=${shared}, stale-while-revalidate=600`;
  }
  return `public, max-age=0, s-maxage=${settings.contentSeconds}`;
}

/** JSON with its object keys sorted: the same value gives the same text whatever the order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const digest = (data: string | Buffer) =>
  createHash('sha256').update(data).digest('base64url').slice(0, 27);

/**
 * The opaque part of a figures answer's ETag: the code release, the data generation, the route
 * and its validated parameters and query (defaults applied, unknown keys dropped, keys sorted),
 * so two URLs that ask the same thing share one tag.
 */
export function figuresTagOf(
  release: string,
  generation: string | null,
  request: Pick<FastifyRequest, 'params' | 'query' | 'routeOptions'>,
): string {
  const route = request.routeOptions.url ?? '';
  const asked = canonicalJson({ params: request.params ?? {}, query: request.query ?? {} });
  return `f.${digest(`${release}\n${generation ?? 'none'}\n${route}\n${asked}`)}`;
}

/**
 * Each encoding of an answer is its own representation, so a strong tag names it: the opaque
 * part, then `.br` or `.gzip` when the body was compressed.
 */
const ENCODING_SUFFIX = /\.(br|gzip)$/;
const quoted = (opaque: string, encoding: unknown) =>
  `"${opaque}${encoding === 'br' || encoding === 'gzip' ? `.${encoding}` : ''}"`;

/**
 * The first tag of an If-None-Match header whose opaque part `matches` (as sent, `W/` dropped),
 * `*` when the header says any, or null. Compared as RFC 9110 asks for If-None-Match: weakly
 * (a `W/` prefix is ignored).
 */
function matchingTag(header: string | undefined, matches: (opaque: string) => boolean) {
  if (!header) return null;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return tag;
    if (tag.length > 1 && tag.startsWith('"') && tag.endsWith('"') && matches(tag.slice(1, -1)))
      return tag;
  }
  return null;
}

/**
 * The tag of If-None-Match that names the same figures as `opaque` in any encoding (the figures
 * did not change, only the client's encoding may differ), or null.
 */
export function matchingFiguresTag(header: string | undefined, opaque: string): string | null {
  const tag = matchingTag(header, (sent) => sent.replace(ENCODING_SUFFIX, '') === opaque);
  return tag === '*' ? `"${opaque}"` : tag;
}

/**
 * Figures tags kept per process, weighed by the characters of their URL and tag: a few
 * megabytes at most, however long the URLs a client makes up.
 */
const FIGURES_TAGS_CHARS = 2_000_000;

const varyOf = (answer: PublicAnswer) =>
  answer.perViewer ? 'accept-encoding, authorization' : 'accept-encoding';

/**
 * Standard HTTP caching for every answer: public GETs (route config `publicAnswer`) carry a
 * strong ETag, their Cache-Control and Vary, and answer 304 Not Modified to a matching
 * If-None-Match; every other answer is `private, no-store` unless its route chose its own
 * (immutable media, the web app's files). Register after the compression hook: the ETag names
 * the encoding the body went out in.
 */
export function registerHttpCache(
  app: FastifyInstance,
  opts: { generation: GenerationSource; release: string; settings: HttpCacheSettings },
): void {
  const { generation, release, settings } = opts;
  const figuresControl = cacheControlOf('figures', settings);
  const contentControl = cacheControlOf('content', settings);
  app.decorateRequest('figuresTag', null);

  // Tags already worked out, by generation and URL: hashing the canonical query costs as much
  // as a kept page's whole answer, and the same few URLs (the default ranking page, popular
  // colleges) are asked again and again. The URL decides the route, its parameters and query.
  const tags = new Lru<string>(FIGURES_TAGS_CHARS);
  const tagOf = (current: string | null, request: FastifyRequest) => {
    const key = `${current ?? ''}\n${request.url}`;
    let tag = tags.get(key);
    if (tag === undefined) {
      tag = figuresTagOf(release, current, request);
      tags.set(key, tag, key.length + tag.length);
    }
    return tag;
  };

  // A figures tag is known before the answer is computed: a match is a 304 without the work.
  const figuresPreHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = request.routeOptions.config?.publicAnswer;
    if (answer?.kind !== 'figures' || request.auth) return;
    const opaque = tagOf(await generation.current(), request);
    request.figuresTag = opaque;
    const matched = matchingFiguresTag(request.headers['if-none-match'], opaque);
    if (!matched) return;
    return reply
      .code(304)
      .header('etag', matched)
      .header('cache-control', figuresControl)
      .header('vary', varyOf(answer))
      .send();
  };
  // Only on the figures routes (registered after this): no other request pays for the hook.
  app.addHook('onRoute', (route) => {
    if (route.config?.publicAnswer?.kind !== 'figures') return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, figuresPreHandler];
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('cache-control')) return done(null, payload);
    const answer = request.routeOptions.config?.publicAnswer;
    if (!answer || request.auth || reply.statusCode !== 200) {
      reply.header('cache-control', NO_STORE);
      return done(null, payload);
    }
    const encoding = reply.getHeader('content-encoding');
    reply.header('vary', varyOf(answer));
    if (answer.kind === 'figures') {
      reply.header('cache-control', figuresControl);
      if (request.figuresTag) reply.header('etag', quoted(request.figuresTag, encoding));
      return done(null, payload);
    }
    reply.header('cache-control', contentControl);
    // Only bodies held in memory have a digest (a stream goes out as it is, without a tag).
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const opaque = `c.${digest(payload)}`;
    reply.header('etag', `"${opaque}"`);
    if (!matchingTag(request.headers['if-none-match'], (sent) => sent === opaque))
      return done(null, payload);
    reply.code(304).removeHeader('content-encoding');
    return done(null, '');
  });
}
