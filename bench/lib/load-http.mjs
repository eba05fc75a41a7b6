// The load bench's HTTP side (bench/load.mjs): a keep-alive client on node:http (cheaper per
// request than fetch, which matters when the client shares the machine with the server) and the
// per-step statistics: count, latency percentiles, errors with the first few bodies.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * A client for one origin. `send` resolves (never rejects) with `{ status, headers, raw, ms }`,
 * `status` 0 and `error` set for a network error or a timeout; `ms` is the time to the last
 * byte of the answer.
 */
export function httpClient(base, { timeoutMs = 30_000 } = {}) {
  const origin = new URL(base);
  const lib = origin.protocol === 'https:' ? https : http;
  // One pool for every simulated user, no socket cap: 500 users keep up to 500 connections.
  const agent = new lib.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });

  function send(method, path, { json, token, ip, headers = {} } = {}) {
    return new Promise((resolve) => {
      const started = performance.now();
      const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const h = {
        accept: 'application/json, text/html;q=0.9, */*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        ...headers,
      };
      if (body) {
        h['content-type'] = 'application/json';
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
        });
      const req = lib.request(
        { host: origin.hostname, port: origin.port, path, method, headers: h, agent },
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

  return { send, close: () => agent.destroy() };
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

/**
 * Latencies and errors per step. An error is a status outside 200–399, a network error or a
 * timeout, or an answer whose content is wrong (`check` of `record`); the first `keep` errors
 * are kept with their step, status and the start of their body.
 */
export class StepStats {
  constructor({ keep = 10 } = {}) {
    this.steps = new Map();
    this.keep = keep;
    this.examples = [];
    this.errors = 0;
    this.requests = 0;
  }

  step(name, request) {
    let s = this.steps.get(name);
    if (!s) {
      s = { name, request, ms: [], errors: 0, statuses: new Map() };
      this.steps.set(name, s);
    }
    return s;
  }

  /** Counts one answer of `step`; `problem` (a string) makes a 2xx/3xx answer an error too. */
  record(name, request, res, problem) {
    const s = this.step(name, request);
    this.requests++;
    s.ms.push(res.ms);
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

  /** One row per step, in the order the steps were first seen. */
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
      };
    });
  }
}

/** Milliseconds for a table: one decimal under 10 ms, whole above. */
export const ms = (v) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : String(Math.round(v)));
