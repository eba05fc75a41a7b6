import { describe, expect, it } from 'vitest';
import { mapInTurns } from './turns';

describe('mapInTurns', () => {
  it('maps every item in order, letting other work run between slices of perTurn items', async () => {
    const order: string[] = [];
    // Work queued before the slices start (a request arriving meanwhile) runs after the first.
    setImmediate(() => order.push('other'));
    const results = await mapInTurns([1, 2, 3, 4, 5], 2, (n) => {
      order.push(String(n));
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(order).toEqual(['1', '2', 'other', '3', '4', '5']);
  });

  it('runs everything in one slice when there are no more than perTurn items', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other'));
    await mapInTurns([1, 2], 2, (n) => order.push(String(n)));
    expect(order).toEqual(['1', '2']);
    expect(await mapInTurns([], 2, (n) => n)).toEqual([]);
  });
});
