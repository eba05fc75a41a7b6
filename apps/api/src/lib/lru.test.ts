import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

const bytes = (n: number) => Buffer.alloc(n);

describe('Lru', () => {
  it('forgets the least recently used entry past its entry bound', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    expect(lru.size).toBe(2);
  });

  it('with a weight bound, forgets the least recent entries until the total fits', () => {
    const lru = new Lru<Buffer>(10, { max: 100, of: (b) => b.length });
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    lru.get('a');
    lru.set('c', bytes(40)); // 120 > 100: b, the least recent, goes
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')?.length).toBe(40);
    expect(lru.get('c')?.length).toBe(40);
    expect(lru.weightTotal).toBe(80);
  });

  it('keeps the total right when a key is replaced, deleted or pruned', () => {
    const lru = new Lru<Buffer>(10, { max: 100, of: (b) => b.length });
    lru.set('a', bytes(30));
    lru.set('a', bytes(50));
    expect(lru.weightTotal).toBe(50);
    lru.set('b', bytes(10));
    lru.delete('a');
    lru.delete('a');
    expect(lru.weightTotal).toBe(10);
    lru.prune((b) => b.length === 10);
    expect([lru.size, lru.weightTotal]).toEqual([0, 0]);
  });

  it('does not keep a value heavier than the whole bound, nor drop the others for it', () => {
    const lru = new Lru<Buffer>(10, { max: 100, of: (b) => b.length });
    lru.set('small', bytes(60));
    lru.set('huge', bytes(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('small')?.length).toBe(60);
    expect(lru.weightTotal).toBe(60);
  });
});
