/**
 * Lets the event loop take its other work (requests, timers) before going on: long work in
 * slices, so a request that arrives meanwhile waits for one slice, not for all of it.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `fn` of each item in order, `perTurn` items between two turns of the event loop (breathe).
 * The results in the items' order.
 */
export async function mapInTurns<T, R>(
  items: readonly T[],
  perTurn: number,
  fn: (item: T) => R,
): Promise<R[]> {
  const results: R[] = [];
  for (const [n, item] of items.entries()) {
    if (n > 0 && n % perTurn === 0) await breathe();
    results.push(fn(item));
  }
  return results;
}
