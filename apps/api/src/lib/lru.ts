/**
 * A bounded map that forgets its least recently used entry first (a Map keeps insertion order,
 * so a read moves the key to the end). Get, set and delete are O(1).
 */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Sets `key` as the most recent entry; past `max`, the least recent go. */
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  /** Removes every entry `stale` says is stale (a sweep; reads do not count as use). */
  prune(stale: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (stale(value)) this.map.delete(key);
  }
}
