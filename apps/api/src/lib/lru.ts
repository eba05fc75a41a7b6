/** An optional second bound: the entries' total weight (bytes, for example). */
export interface LruWeight<V> {
  max: number;
  of(value: V): number;
}

/**
 * A bounded map that forgets its least recently used entry first (a Map keeps insertion order,
 * so a read moves the key to the end). Get, set and delete are O(1). With `weight`, the entries'
 * total weight is bounded too, and a value heavier than the whole bound is not kept at all.
 */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  private total = 0;
  constructor(
    private readonly max: number,
    private readonly weight?: LruWeight<V>,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** The entries' total weight (0 without `weight`). */
  get weightTotal(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Sets `key` as the most recent entry; past `max` (or the weight bound), the least recent go. */
  set(key: string, value: V): void {
    this.delete(key);
    const w = this.weight?.of(value) ?? 0;
    if (this.weight && w > this.weight.max) return;
    this.map.set(key, value);
    this.total += w;
    while (this.map.size > this.max || (this.weight && this.total > this.weight.max))
      this.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.map.delete(key);
    this.total -= this.weight?.of(value) ?? 0;
  }

  /** Removes every entry `stale` says is stale (a sweep; reads do not count as use). */
  prune(stale: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (stale(value)) this.delete(key);
  }
}
