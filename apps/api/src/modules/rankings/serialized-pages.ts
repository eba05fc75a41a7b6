import type { Redis } from 'ioredis';
import { type RankingsResponse, RankingsResponseSchema } from '@degreeworth/core';
import { EncodedJson } from '../../lib/encoded-json';
import { createPromiseCache, Lru } from '../../lib/lru';

/**
 * Ranking answers kept as JSON text: computed and checked against the
 * response schema once per data generation and query, then sent as bytes. The rows are kept
 * apart, so a signed-in user's is_favorite flags are merged into the text without running the
 * ranking query or the serializer again.
 */
export interface SerializedPage {
  /** The rows' university ids, in order. */
  ids: number[];
  /** Each row as JSON, without is_favorite. */
  rows: string[];
  /** The answer without `data`, as JSON ("{}" when there is nothing else). */
  rest: string;
}

/** The answer's text with each row's is_favorite set by `flag` (undefined: no field). */
function assemble(page: SerializedPage, flag?: (index: number) => boolean): string {
  const rows = flag
    ? page.rows.map((row, i) => `${row.slice(0, -1)},"is_favorite":${flag(i)}}`)
    : page.rows;
  const rest = page.rest === '{}' ? '' : `,${page.rest.slice(1, -1)}`;
  return `{"data":[${rows.join(',')}]${rest}}`;
}

/** Checks an answer against the schema and splits it into its row texts and the rest. */
export function serializePage(answer: RankingsResponse): SerializedPage {
  const { data, ...rest } = RankingsResponseSchema.parse(answer);
  return {
    ids: data.map((r) => r.university_id),
    rows: data.map((r) => JSON.stringify(r)),
    rest: JSON.stringify(rest),
  };
}

/**
 * Texts made for users with some of a page's colleges among their favorites, by page and which
 * rows are flagged: users who flag the same rows (or one user coming back) share one text,
 * compressed once. At most this many characters of text (and their compressed bytes, a fifth).
 */
const MAX_FAVORITE_CHARS = 16 * 1024 * 1024;
const favoriteTexts = new Lru<EncodedJson>(MAX_FAVORITE_CHARS);
let pagesMade = 0;

/**
 * A cached page and its shared texts: for visitors, for users with none of its rows among their
 * favorites, and (kept apart, see favoriteTexts) for each set of flagged rows.
 */
export class CachedPage {
  #visitor: EncodedJson | undefined;
  #noFavorites: EncodedJson | undefined;
  readonly #serial = pagesMade++;
  constructor(readonly page: SerializedPage) {}

  /** What to send to a visitor (null) or to a user with these favorites. */
  forViewer(favorites: ReadonlySet<number> | null): EncodedJson {
    if (!favorites) return (this.#visitor ??= new EncodedJson(assemble(this.page)));
    const flagged: number[] = [];
    for (const [i, id] of this.page.ids.entries()) if (favorites.has(id)) flagged.push(i);
    if (flagged.length === 0)
      return (this.#noFavorites ??= new EncodedJson(assemble(this.page, () => false)));
    const key = `${this.#serial}|${flagged.join(',')}`;
    let text = favoriteTexts.get(key);
    if (!text) {
      const on = new Set(flagged);
      text = new EncodedJson(assemble(this.page, (i) => on.has(i)));
      favoriteTexts.set(key, text, text.json.length);
    }
    return text;
  }
}

/** Text of all cached pages together, characters: some 32–64 MB of memory at most. */
const MAX_CACHED_CHARS = 32 * 1024 * 1024;
/** How long a page stays in Redis: a generation's pages are dropped a day after it ends. */
const REDIS_TTL_SECONDS = 24 * 60 * 60;
const REDIS_PREFIX = 'dw:rankings:page:';

/**
 * Serialized pages by key (the generation is part of every key, so a new import switches every
 * process to new entries at once). In memory; with REDIS_URL also in Redis, so each page is
 * computed once for all processes. A Redis failure only costs the computation.
 */
export function createSerializedPages(opts: {
  redis: Redis | null;
  onRedisError?(err: unknown): void;
}) {
  const { redis } = opts;

  async function fromRedis(key: string): Promise<SerializedPage | null> {
    if (!redis) return null;
    try {
      const text = await redis.get(REDIS_PREFIX + key);
      return text ? (JSON.parse(text) as SerializedPage) : null;
    } catch (err) {
      opts.onRedisError?.(err);
      return null;
    }
  }

  function toRedis(key: string, page: SerializedPage): void {
    if (!redis) return;
    redis
      .set(REDIS_PREFIX + key, JSON.stringify(page), 'EX', REDIS_TTL_SECONDS)
      .catch((err: unknown) => opts.onRedisError?.(err));
  }

  const memory = createPromiseCache<CachedPage>(MAX_CACHED_CHARS, ({ page }) =>
    page.rows.reduce((total, row) => total + row.length, page.rest.length),
  );

  return {
    /** The page for `key`, from memory, Redis or `compute` (concurrent misses share one). */
    get: (key: string, compute: () => Promise<RankingsResponse>): Promise<CachedPage> =>
      memory.get(key, async () => {
        const shared = await fromRedis(key);
        if (shared) return new CachedPage(shared);
        const page = serializePage(await compute());
        toRedis(key, page);
        return new CachedPage(page);
      }),
  };
}

export type SerializedPages = ReturnType<typeof createSerializedPages>;
