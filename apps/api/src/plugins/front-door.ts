import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import {
  answerEncoding,
  type EncodedJson,
  JSON_ANSWER_HEADERS,
  readyBytes,
} from '../lib/encoded-json';

/**
 * What the door answers for a path: the kept answer for the request's whole URL (query
 * included), or undefined when Fastify must answer it (nothing kept for it, not ready).
 */
export type DoorAnswer = (url: string) => EncodedJson | undefined;

/** Fastify's server options, defaults filled in, as it hands them to `serverFactory`. */
interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** What the door needs from the app once it is built (app.ts). */
export interface DoorOpening {
  /** The API answers' security headers (plugins/security.ts), name to value. */
  headers: Record<string, string>;
  /** Counts an answer in the request summary (plugins/request-log.ts). */
  record: (statusCode: number, ms: number, route: string) => void;
  /** Logs a fault of the door (an answer that threw); the request then goes to Fastify. */
  fault: (err: unknown) => void;
}

export interface FrontDoor {
  /** Fastify's `serverFactory`: the HTTP server, with the door before Fastify's handler. */
  serverFactory: FastifyServerFactory;
  /** Answers GET `path` with `answer` from now on. */
  answer(path: string, answer: DoorAnswer): void;
  /** Starts answering (until then every request goes to Fastify). */
  open(opening: DoorOpening): void;
  /** Stops answering: the app is closing, Fastify answers 503 from now on. */
  close(): void;
  /** How many requests the door answered (the tests see which way an answer went). */
  readonly answered: number;
}

/**
 * The front door (decision 029): a few answers that are the same bytes
 * for every visitor (health, a visitor's kept ranking page) are sent from the HTTP server's own
 * handler, before Fastify routes the request, runs its hooks and builds its request and reply.
 * Only a visitor's GET without a body, to a path with an answer, whose kept bytes are ready in
 * the encoding the client prefers; everything else (a token, another method, the first request
 * of a URL or of an encoding, a closing app) goes to Fastify, which answers as before and keeps
 * what the door answers next. A door answer carries what Fastify's would: the request id, the
 * API security headers, the same content headers (`JSON_ANSWER_HEADERS`), and is counted in the
 * request summary.
 */
export function createFrontDoor(): FrontDoor {
  const answers = new Map<string, DoorAnswer>();
  /**
   * Null while shut; open: the summary's counter, and the headers of each encoding (the
   * security headers, then the content headers) as name, value pairs.
   */
  let opened: {
    record: DoorOpening['record'];
    fault: DoorOpening['fault'];
    headers: Record<keyof typeof JSON_ANSWER_HEADERS, string[]>;
  } | null = null;
  let answered = 0;

  /** Answers `req` and says true, or says false and leaves it to Fastify. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (opened === null || req.method !== 'GET') return false;
    const { headers } = req;
    if (
      headers.authorization !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    )
      return false;
    const url = req.url!;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const answer = answers.get(path);
    if (answer === undefined) return false;
    const start = performance.now();
    const body = answer(url);
    if (body === undefined) return false;
    const encoding = answerEncoding(body, headers['accept-encoding']);
    const bytes = readyBytes(body, encoding);
    if (bytes === undefined) return false;
    res.writeHead(200, [
      'x-request-id',
      randomUUID(),
      ...opened.headers[encoding ?? 'identity'],
      'content-length',
      String(bytes.length),
    ]);
    res.end(bytes);
    answered++;
    opened.record(200, performance.now() - start, `GET ${path}`);
    return true;
  }

  const serverFactory: FastifyServerFactory = (fastifyHandler, options) => {
    const server: Server = createServer((req, res) => {
      try {
        if (handle(req, res)) return;
      } catch (err) {
        // A fault of the door (it never should) must not end the process, as a throw in this
        // listener would: it is logged, and the request goes the whole way unless the door had
        // begun to answer it (an answer sent stays sent; one cut short ends its connection).
        opened?.fault(err);
        if (res.headersSent) {
          if (!res.writableEnded) res.destroy();
          return;
        }
      }
      fastifyHandler(req, res);
    });
    // What Fastify does to the server it makes itself (fastify/lib/server.js), with the values
    // it has filled in by now (its defaults unless set).
    const o = options as unknown as ServerTimeouts;
    server.keepAliveTimeout = o.keepAliveTimeout;
    server.requestTimeout = o.requestTimeout;
    server.setTimeout(o.connectionTimeout);
    if (o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    answer: (path, answer) => void answers.set(path, answer),
    open({ headers, record, fault }) {
      const security = Object.entries(headers).flat();
      opened = {
        record,
        fault,
        headers: {
          identity: [...security, ...JSON_ANSWER_HEADERS.identity],
          br: [...security, ...JSON_ANSWER_HEADERS.br],
          gzip: [...security, ...JSON_ANSWER_HEADERS.gzip],
        },
      };
    },
    close: () => void (opened = null),
    get answered() {
      return answered;
    },
  };
}
