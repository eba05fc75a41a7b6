/**
 * A bounded map that forgets its least recently used entries first (a Map keeps insertion
 * order, so a read moves the key to the end). Each entry weighs 1 unless `set` says otherwise
 * (a cached page weighs its rows, a PDF its bytes); the total weight stays at most `max`, and
 * the number of entries at most `maxEntries`. A value heavier than `max` is not kept (nor are
 * the others dropped for it). Get, set and delete are O(1) amortised; reading the most recent
 * entry again (a hot key: the visitor's ranking page) moves nothing.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private total = 0;
  /**
   * The most recent key, whose read needs no move (a move deletes and adds a Map entry). A
   * deleted key may stay here: it reads as missing until `set` makes it the newest again.
   */
  private newest: string | undefined;
  constructor(
    private readonly max: number,
    private readonly maxEntries = Infinity,
  ) {}

  /** Entries held. */
  get size(): number {
    return this.map.size;
  }

  /** Sum of the entries' weights (at most `max`). */
  get weight(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    if (key !== this.newest) {
      this.map.delete(key);
      this.map.set(key, entry);
      this.newest = key;
    }
    return entry.value;
  }

  /** Sets `key` as the most recent entry; past either bound, the least recent go. */
  set(key: string, value: V, weight = 1): void {
    this.delete(key);
    if (weight > this.max) return;
    this.map.set(key, { value, weight });
    this.newest = key;
    this.total += weight;
    while (this.total > this.max || this.map.size > this.maxEntries)
      this.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (entry === undefined) return;
    this.map.delete(key);
    this.total -= entry.weight;
  }

  /** Removes every entry `stale` says is stale (a sweep; reads do not count as use). */
  prune(stale: (value: V) => boolean): void {
    for (const [key, entry] of this.map) if (stale(entry.value)) this.delete(key);
  }
}

/**
 * Values made asynchronously, kept by key in an Lru of at most `max` weight: concurrent misses
 * share one promise, a failed one is forgotten (the next call tries again), and a value weighs
 * `weigh(value)` once it is known (1 while it is being made).
 */
export function createPromiseCache<V>(max: number, weigh: (value: V) => number) {
  const kept = new Lru<Promise<V>>(max);
  return {
    get(key: string, make: () => Promise<V>): Promise<V> {
      const hit = kept.get(key);
      if (hit) return hit;
      const made = make();
      kept.set(key, made, 1);
      made.then(
        (value) => {
          if (kept.get(key) === made) kept.set(key, made, weigh(value));
        },
        () => kept.delete(key),
      );
      return made;
    },
  };
}
