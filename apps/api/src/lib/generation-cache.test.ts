import { describe, expect, it } from 'vitest';
import { createGenerationSource } from './generation-cache';

/** A read that answers when told to, counting how often it was asked. */
function manualRead() {
  const pending: { resolve(v: string | null): void; reject(e: Error): void }[] = [];
  const read = () =>
    new Promise<string | null>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

describe('generation source', () => {
  it('knows the generation without waiting only while a finished read is fresh', async () => {
    let now = 1_000;
    const { read, pending } = manualRead();
    const source = createGenerationSource(read, 2_000, () => now);
    expect(source.known()).toBeUndefined(); // never read
    const first = source.current();
    expect(source.known()).toBeUndefined(); // asked, not answered yet
    pending[0]!.resolve('g1');
    expect(await first).toBe('g1');
    expect(source.known()).toBe('g1');
    now += 1_999;
    expect(source.known()).toBe('g1');
    expect(source.current()).toBe(first); // no second read within the time
    expect(pending).toHaveLength(1);
    now += 1; // 2 s after the read: current() reads again, known() no longer answers
    expect(source.known()).toBeUndefined();
    const second = source.current();
    expect(pending).toHaveLength(2);
    expect(source.known()).toBeUndefined();
    pending[1]!.resolve('g2');
    expect(await second).toBe('g2');
    expect(source.known()).toBe('g2');
  });

  it('forgets a failed read: nothing is known and the next call reads again', async () => {
    const { read, pending } = manualRead();
    const source = createGenerationSource(read, 2_000, () => 0);
    const failed = source.current();
    pending[0]!.reject(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    expect(source.known()).toBeUndefined();
    void source.current();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(source.known()).toBeNull(); // no import yet is a known generation too
  });
});
