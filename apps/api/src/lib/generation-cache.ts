/**
 * The importer's generation (it changes when the figures are recomputed), re-read at most every
 * `ttlMs`, so an import run by another process (npm run data:import) shows within that time.
 * One source serves every cache of derived values, so they read the generation once and see a
 * new import together. Concurrent reads share one query.
 */
export interface GenerationSource {
  current(): Promise<string | null>;
}

interface Read {
  at: number;
  value: Promise<string | null>;
}

export function createGenerationSource(
  read: () => Promise<string | null>,
  ttlMs = 2_000,
  clock: () => number = Date.now,
): GenerationSource {
  let cached: Read | null = null;
  const fresh = (entry: Read | null): entry is Read => !!entry && clock() - entry.at < ttlMs;
  return {
    current() {
      if (fresh(cached)) return cached.value;
      const entry: Read = { at: clock(), value: read() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.value;
    },
  };
}

/** The caches made on each source, so that they can all be built ahead (warmUpCaches). */
const cachesOf = new WeakMap<GenerationSource, (() => Promise<unknown>)[]>();

/**
 * Builds every cache made on `generation` for its current generation now: a process does this
 * once it is ready, so no visitor's request waits for a few hundred ms of building (the search
 * index, the calculator reference, the rankings' years).
 */
export async function warmUpCaches(generation: GenerationSource): Promise<void> {
  await Promise.all((cachesOf.get(generation) ?? []).map((current) => current()));
}

/**
 * A value derived from the imported figures, kept in memory until the generation changes. A
 * failed build is forgotten, so the next call tries again.
 */
export function createGenerationCache<T>(
  generation: GenerationSource,
  build: (generation: string | null) => Promise<T>,
): { current(): Promise<T> } {
  let cached: { generation: string | null; value: Promise<T> } | null = null;
  const cache = {
    async current(): Promise<T> {
      const now = await generation.current();
      if (cached && cached.generation === now) return cached.value;
      const entry = { generation: now, value: build(now) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.value;
    },
  };
  cachesOf.set(generation, [...(cachesOf.get(generation) ?? []), cache.current]);
  return cache;
}
