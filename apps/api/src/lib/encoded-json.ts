import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPromiseCache } from './lru';

/** JSON answers shorter than this go out as they are: only those over 1 kB are compressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality 5 and gzip level 6: most of the gain for a few milliseconds per 100 kB. */
function compress(text: string, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipAsync(text, { level: 6 });
}

/** The answers for the Accept-Encoding headers seen last: browsers send a handful of texts. */
const encodingOf = new Map<string, ContentEncoding | null>();
const KNOWN_HEADERS = 64;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, unless the
 * client refuses it with q=0; null for none.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const known = encodingOf.get(header);
  if (known !== undefined) return known;
  if (encodingOf.size >= KNOWN_HEADERS) encodingOf.clear();
  const encoding = parseAcceptEncoding(header);
  encodingOf.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A JSON answer serialized once, compressed at most once per encoding, then sent as bytes as
 * often as asked (a cached ranking page). Concurrent first requests share
 * one compression.
 */
export class EncodedJson {
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();
  readonly #ready = new Map<ContentEncoding, Buffer>();
  #plain: Buffer | undefined;
  constructor(readonly json: string) {}

  /** The UTF-8 bytes, encoded once (a string would be encoded again on every write). */
  get plain(): Buffer {
    return (this.#plain ??= Buffer.from(this.json));
  }

  /** Bytes in `encoding`, compressed on first use. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let buffer = this.#encoded.get(encoding);
    if (!buffer) {
      buffer = compress(this.json, encoding);
      this.#encoded.set(encoding, buffer);
      buffer.then(
        (bytes) => void this.#ready.set(encoding, bytes),
        () => this.#encoded.delete(encoding),
      );
    }
    return buffer;
  }

  /** Bytes in `encoding` if they are compressed already (no promise to wait for). */
  ready(encoding: ContentEncoding): Buffer | undefined {
    return this.#ready.get(encoding);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The headers of a kept answer sent in `encoding` (null: as it is), in the order they go out.
 */
export const JSON_ANSWER_HEADERS: Record<ContentEncoding | 'identity', readonly string[]> = {
  identity: ['content-type', JSON_TYPE, 'vary', 'accept-encoding'],
  br: ['content-type', JSON_TYPE, 'vary', 'accept-encoding', 'content-encoding', 'br'],
  gzip: ['content-type', JSON_TYPE, 'vary', 'accept-encoding', 'content-encoding', 'gzip'],
};

/**
 * The encoding to send `body` in to a client that sent `acceptEncoding`: null below the
 * compression threshold or when the client accepts none.
 */
export function answerEncoding(
  body: EncodedJson,
  acceptEncoding: string | undefined,
): ContentEncoding | null {
  return body.json.length < COMPRESS_THRESHOLD_BYTES ? null : preferredEncoding(acceptEncoding);
}

/** The bytes of `body` in `encoding` if they need no waiting: plain, or compressed before. */
export function readyBytes(
  body: EncodedJson,
  encoding: ContentEncoding | null,
): Buffer | undefined {
  return encoding ? body.ready(encoding) : body.plain;
}

function sendBytes(reply: FastifyReply, bytes: Buffer, encoding: ContentEncoding | null) {
  const headers = JSON_ANSWER_HEADERS[encoding ?? 'identity'];
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
  return reply.send(bytes);
}

/**
 * Sends a kept answer in the encoding the client prefers: compressed once, then sent as bytes
 * as often as asked. Bytes that are ready (plain, or compressed before) are sent at once and
 * the reply is returned, no promise made: the hot path of every kept answer. Otherwise the
 * promise of the reply, once this request has compressed them (for all the next ones).
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedJson,
): FastifyReply | Promise<FastifyReply> {
  const encoding = answerEncoding(body, request.headers['accept-encoding']);
  const ready = readyBytes(body, encoding);
  if (ready) return sendBytes(reply, ready, encoding);
  return body.encoded(encoding!).then((bytes) => sendBytes(reply, bytes, encoding));
}

const encodedByObject = new WeakMap<object, EncodedJson>();

/**
 * The EncodedJson of a value kept elsewhere (a per-generation reference): made once per
 * object with `serialize`, then shared by every request that answers the same object.
 */
export function encodedOnce(owner: object, serialize: () => string): EncodedJson {
  let encoded = encodedByObject.get(owner);
  if (!encoded) encodedByObject.set(owner, (encoded = new EncodedJson(serialize())));
  return encoded;
}

/**
 * Answers kept as text by key (a key names the data generation and everything the answer
 * depends on), at most `maxChars` characters in all, least recently used first out. A failed
 * computation (a 404, a 400) is not kept. Concurrent misses share one computation.
 */
export function createKeptAnswers(maxChars: number) {
  const kept = createPromiseCache<EncodedJson>(maxChars, (encoded) => encoded.json.length);
  return {
    get: (key: string, compute: () => Promise<string>): Promise<EncodedJson> =>
      kept.get(key, async () => new EncodedJson(await compute())),
  };
}

/** Answers worth compressing: JSON and the page. */
const COMPRESSIBLE = /^(application\/json|text\/html)/;

/**
 * Compresses any other JSON or page answer over COMPRESS_THRESHOLD_BYTES when the client
 * accepts it. One synchronous check for the answers that stay as they are
 * (no Accept-Encoding, small, already encoded, a stream such as a PDF or an image).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const accepted = request.headers['accept-encoding'];
    if (
      !accepted ||
      typeof payload !== 'string' ||
      payload.length < COMPRESS_THRESHOLD_BYTES ||
      reply.hasHeader('content-encoding') ||
      !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
    )
      return done(null, payload);
    const encoding = preferredEncoding(accepted);
    if (!encoding) return done(null, payload);
    compress(payload, encoding).then(
      (bytes) => {
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        done(null, bytes);
      },
      (err: Error) => done(err),
    );
  });
}
