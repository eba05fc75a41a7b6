// The load bench's HTTP side (bench/load.mjs): a keep-alive client on node:http (cheaper per
// request than fetch, which matters when the client shares the machine with the server) and the
// per-step statistics: count, latency percentiles, errors with the first few bodies, and what a
// cache in front of the server (nginx's X-Cache-Status) did with each answer.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * A multipart/form-data body (the set-up's uploads: an institute subscription, a class's CSV):
 * `fields` as text parts, `file` ({ name, filename, type, content }) as a file part.
 */
function multipart({ fields = {}, file }) {
  const boundary = `----dw-load-${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks = parts.map((p) => Buffer.from(p));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A client for one origin. `send` resolves (never rejects) with `{ status, headers, raw, ms,
 * signedIn }`, `status` 0 and `error` set for a network error or a timeout; `ms` is the time to
 * the last byte of the answer; `signedIn` says whether the request carried a token (a cache in
 * front must never store or serve those). `json` sends a JSON body, `form` a multipart one; `via` is the connection pool
 * to use (a person's own, from `personAgent`).
 */
export function httpClient(base, { timeoutMs = 30_000 } = {}) {
  const origin = new URL(base);
  const lib = origin.protocol === 'https:' ? https : http;
  // The set-up's pool, no socket cap. Simulated people bring their own (`personal`).
  const agent = new lib.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
  const personal = [];

  /**
   * A person's own connections, as a browser keeps them: at most 6 to the origin, kept open
   * between clicks. Sharing one pool among everyone is not what a server sees from 1,000
   * browsers: the pool reuses its most recent sockets, so a few connections carry most
   * requests, and the cluster hands out connections, not requests, so one process got nearly
   * three times the other's requests.
   */
  function personAgent() {
    const own = new lib.Agent({ keepAlive: true, maxSockets: 6 });
    personal.push(own);
    return own;
  }

  function send(method, path, { json, form, token, ip, headers = {}, via = agent } = {}) {
    return new Promise((resolve) => {
      const started = performance.now();
      const encoded = form ? multipart(form) : undefined;
      const body =
        encoded?.body ?? (json === undefined ? undefined : Buffer.from(JSON.stringify(json)));
      const h = {
        accept: 'application/json, text/html;q=0.9, */*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        ...headers,
      };
      if (body) {
        h['content-type'] = encoded?.type ?? 'application/json';
        h['content-length'] = body.length;
      }
      if (token) h.authorization = `Bearer ${token}`;
      if (ip) h['x-forwarded-for'] = ip;
      const failed = (err) =>
        resolve({
          status: 0,
          error: `${err.code ? `${err.code} ` : ''}${err.message}`,
          raw: Buffer.alloc(0),
          headers: {},
          ms: performance.now() - started,
          signedIn: Boolean(token),
        });
      const req = lib.request(
        { host: origin.hostname, port: origin.port, path, method, headers: h, agent: via },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', failed);
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              raw: Buffer.concat(chunks),
              ms: performance.now() - started,
              signedIn: Boolean(token),
            }),
          );
        },
      );
      req.setTimeout(timeoutMs, () =>
        req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
      );
      req.on('error', failed);
      req.end(body);
    });
  }

  return {
    send,
    personAgent,
    close: () => {
      agent.destroy();
      for (const own of personal) own.destroy();
    },
  };
}

/** The answer's body, decompressed when the server compressed it. */
export function bodyOf(res) {
  const enc = res.headers?.['content-encoding'];
  if (enc === 'gzip') return gunzipSync(res.raw);
  if (enc === 'br') return brotliDecompressSync(res.raw);
  if (enc === 'deflate') return inflateSync(res.raw);
  return res.raw;
}

/** The answer's body as text. */
export const textOf = (res) => bodyOf(res).toString('utf8');

/** The answer's JSON body, or undefined when it is not JSON. */
export function jsonOf(res) {
  try {
    return JSON.parse(textOf(res));
  } catch {
    return undefined;
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;

/** What nginx's X-Cache-Status says of one answer; "none" when the header is missing. */
export const cacheStatusOf = (res) => res.headers?.['x-cache-status']?.toUpperCase() || 'none';

/**
 * Latencies and errors per step. An error is a status outside 200–399, a network error or a
 * timeout, or an answer whose content is wrong (`check` of `record`); the first `keep` errors
 * are kept with their step, status and the start of their body. Each answer's X-Cache-Status is
 * counted too, apart for requests with and without a token, and answers slower than `slowMs` are
 * listed.
 */
export class StepStats {
  constructor({ keep = 10, slowMs = Infinity } = {}) {
    this.steps = new Map();
    /** Answers slower than `slowMs`: when each was asked (performance.now()), by whom, how long. */
    this.slowMs = slowMs;
    this.slow = [];
    this.keep = keep;
    this.examples = [];
    this.errors = 0;
    this.requests = 0;
    /** X-Cache-Status counts per kind of person ("visitor", "student", "counselor"). */
    this.cacheByKind = new Map();
  }

  step(name, request) {
    let s = this.steps.get(name);
    if (!s) {
      s = {
        name,
        request,
        ms: [],
        errors: 0,
        statuses: new Map(),
        cache: { visitor: new Map(), signedIn: new Map() },
      };
      this.steps.set(name, s);
    }
    return s;
  }

  /**
   * Counts one answer of `step`, asked by a person of kind `who`; `problem` (a string) makes a
   * 2xx/3xx answer an error too.
   */
  record(name, request, res, problem, who = 'visitor') {
    const s = this.step(name, request);
    this.requests++;
    s.ms.push(res.ms);
    if (res.ms > this.slowMs)
      this.slow.push({
        at: performance.now() - res.ms,
        name,
        ms: res.ms,
        status: res.status || res.error,
        who,
        cache: cacheStatusOf(res),
      });
    if (res.status) {
      const status = cacheStatusOf(res);
      const add = (counts) => counts.set(status, (counts.get(status) ?? 0) + 1);
      add(res.signedIn ? s.cache.signedIn : s.cache.visitor);
      if (!this.cacheByKind.has(who)) this.cacheByKind.set(who, new Map());
      add(this.cacheByKind.get(who));
    }
    const ok = res.status >= 200 && res.status < 400 && !problem;
    if (ok) return true;
    s.errors++;
    this.errors++;
    const key = res.status || res.error;
    s.statuses.set(key, (s.statuses.get(key) ?? 0) + 1);
    if (this.examples.length < this.keep) {
      let body = res.error ?? '';
      if (!body) {
        try {
          body = textOf(res).slice(0, 300);
        } catch {
          body = `(${res.raw.length} bytes)`;
        }
      }
      this.examples.push({ step: name, request, status: res.status, problem, body });
    }
    return false;
  }

  /**
   * One row per step, in the order the steps were first seen; `cache` holds the X-Cache-Status
   * counts of its answers without a token (`visitor`) and with one (`signedIn`).
   */
  rows() {
    return [...this.steps.values()].map((s) => {
      const sorted = Float64Array.from(s.ms).sort();
      return {
        name: s.name,
        request: s.request,
        count: s.ms.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        errors: s.errors,
        statuses: [...s.statuses].map(([k, n]) => `${n}× ${k}`).join(', '),
        cache: s.cache,
      };
    });
  }
}

/** Milliseconds for a table: one decimal under 10 ms, whole above. */
export const ms = (v) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : String(Math.round(v)));
