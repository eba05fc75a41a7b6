import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('forgets the least recently used entry first', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    expect(lru.size).toBe(2);
  });

  it('keeps the total weight at most its maximum (a cached page weighs its rows)', () => {
    const lru = new Lru<string>(100);
    for (let i = 0; i < 50; i += 1) lru.set(`page${i}`, 'rows', 20);
    expect(lru.weight).toBe(100);
    expect(lru.size).toBe(5);
    lru.set('big', 'rows', 100);
    expect([lru.size, lru.weight, lru.get('big')]).toEqual([1, 100, 'rows']);
    // Heavier than the whole cache: not kept at all.
    lru.set('huge', 'rows', 101);
    expect([lru.size, lru.weight]).toEqual([0, 0]);
  });

  it('counts a replaced, deleted or pruned entry out of the weight', () => {
    const lru = new Lru<number>(10);
    lru.set('a', 1, 4);
    lru.set('a', 2, 3);
    lru.set('b', 3, 5);
    expect(lru.weight).toBe(8);
    lru.delete('a');
    expect(lru.weight).toBe(5);
    lru.prune((v) => v === 3);
    expect([lru.size, lru.weight]).toEqual([0, 0]);
  });
});
