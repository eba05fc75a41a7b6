import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

const bytes = (n: number) => Buffer.alloc(n);

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

  it('keeps the order through repeated reads of the newest entry and deletes of it', () => {
    const lru = new Lru<number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    // c is the newest: reading it again moves nothing; reading a makes a the newest.
    expect([lru.get('c'), lru.get('c'), lru.get('a'), lru.get('a')]).toEqual([3, 3, 1, 1]);
    lru.set('d', 4); // b was the least recent: [c, a, d]
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('c')).toBe(3); // the newest was d, so c moves: [a, d, c]
    lru.set('e', 5); // a goes: [d, c, e]
    expect([lru.get('a'), lru.get('c')]).toEqual([undefined, 3]); // [d, e, c]
    lru.set('f', 6); // d goes: [e, c, f]
    lru.set('g', 7); // e goes: [c, f, g]
    expect([lru.get('d'), lru.get('e'), lru.get('c')]).toEqual([undefined, undefined, 3]);
    lru.delete('c'); // the newest deleted: [f, g]
    lru.set('h', 8);
    lru.set('i', 9); // f goes: [g, h, i]
    expect([lru.get('f'), lru.get('g'), lru.get('h'), lru.get('i')]).toEqual([undefined, 7, 8, 9]);
  });

  it('keeps the total weight at most its maximum (a cached page weighs its rows)', () => {
    const lru = new Lru<string>(100);
    for (let i = 0; i < 50; i += 1) lru.set(`page${i}`, 'rows', 20);
    expect(lru.weight).toBe(100);
    expect(lru.size).toBe(5);
    lru.set('big', 'rows', 100);
    expect([lru.size, lru.weight, lru.get('big')]).toEqual([1, 100, 'rows']);
  });

  it('with an entry bound too, forgets the least recent until both bounds hold', () => {
    const lru = new Lru<Buffer>(100, 2);
    lru.set('a', bytes(40), 40);
    lru.set('b', bytes(40), 40);
    lru.get('a');
    lru.set('c', bytes(10), 10); // 3 entries > 2: b, the least recent, goes
    expect(lru.get('b')).toBeUndefined();
    expect([lru.size, lru.weight]).toEqual([2, 50]);
    lru.set('d', bytes(90), 90); // 140 > 100: a, now the least recent, goes
    expect(lru.get('a')).toBeUndefined();
    expect([lru.size, lru.weight, lru.get('d')?.length]).toEqual([2, 100, 90]);
  });

  it('counts a replaced, deleted or pruned entry out of the weight', () => {
    const lru = new Lru<number>(10);
    lru.set('a', 1, 4);
    lru.set('a', 2, 3);
    lru.set('b', 3, 5);
    expect(lru.weight).toBe(8);
    lru.delete('a');
    lru.delete('a');
    expect(lru.weight).toBe(5);
    lru.prune((v) => v === 3);
    expect([lru.size, lru.weight]).toEqual([0, 0]);
  });

  it('does not keep a value heavier than the whole bound, nor drop the others for it', () => {
    const lru = new Lru<Buffer>(100, 10);
    lru.set('small', bytes(60), 60);
    lru.set('huge', bytes(101), 101);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('small')?.length).toBe(60);
    expect(lru.weight).toBe(60);
  });
});
