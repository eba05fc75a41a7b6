/**
 * What the per-minute request summary says: counts by status class and the
 * latency spread, kept in fixed buckets so recording a request costs a few array writes.
 */

/** Upper bounds of the latency buckets, ms (the last bucket is everything slower). */
const BUCKET_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

export interface RequestSummary {
  requests: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** Upper bound of the bucket holding the median / 99th percentile, ms (null: slower than 5 s). */
  p50Ms: number | null;
  p99Ms: number | null;
  slowestMs: number;
  slowest: string;
}

export function createRequestStats() {
  let requests = 0;
  let byClass = [0, 0, 0, 0];
  let buckets = new Array<number>(BUCKET_BOUNDS_MS.length + 1).fill(0);
  let slowestMs = 0;
  let slowest = '';

  const percentile = (share: number): number | null => {
    const target = Math.ceil(requests * share);
    let seen = 0;
    for (let i = 0; i < buckets.length; i++) {
      seen += buckets[i]!;
      if (seen >= target) return BUCKET_BOUNDS_MS[i] ?? null;
    }
    return null;
  };

  return {
    /** One answer; `route` is asked only when it is the slowest so far. */
    record(statusCode: number, ms: number, route: string | (() => string)): void {
      requests++;
      const cls = Math.min(Math.max(Math.floor(statusCode / 100) - 2, 0), 3);
      byClass[cls]!++;
      let i = 0;
      while (i < BUCKET_BOUNDS_MS.length && ms > BUCKET_BOUNDS_MS[i]!) i++;
      buckets[i]!++;
      if (ms > slowestMs) {
        slowestMs = ms;
        slowest = typeof route === 'string' ? route : route();
      }
    },
    /** The summary since the last call (null when no request came), and a fresh start. */
    flush(): RequestSummary | null {
      if (requests === 0) return null;
      const summary: RequestSummary = {
        requests,
        byClass: { '2xx': byClass[0]!, '3xx': byClass[1]!, '4xx': byClass[2]!, '5xx': byClass[3]! },
        p50Ms: percentile(0.5),
        p99Ms: percentile(0.99),
        slowestMs: Math.round(slowestMs),
        slowest,
      };
      requests = 0;
      byClass = [0, 0, 0, 0];
      buckets = buckets.map(() => 0);
      slowestMs = 0;
      slowest = '';
      return summary;
    },
  };
}

/** "≤ 5 ms", or "> 5 s" past the last bucket. */
const bound = (ms: number | null) => (ms === null ? '> 5 s' : `≤ ${ms} ms`);

/** The summary as one line for people. */
export function summaryLine(s: RequestSummary, periodSeconds: number): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const c = s.byClass;
  return (
    `http: ${n(s.requests)} requests in the last ${periodSeconds} s ` +
    `(2xx ${n(c['2xx'])}, 3xx ${n(c['3xx'])}, 4xx ${n(c['4xx'])}, 5xx ${n(c['5xx'])}); ` +
    `p50 ${bound(s.p50Ms)}, p99 ${bound(s.p99Ms)}; slowest ${s.slowest} in ${n(s.slowestMs)} ms`
  );
}
