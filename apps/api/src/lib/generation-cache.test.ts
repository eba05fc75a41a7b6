import { describe, expect, it } from 'vitest';
import { createGenerationCache, createGenerationSource, warmUpCaches } from './generation-cache';

/** A read that answers when told to, counting how often it was asked. */
function manualRead() {
  const pending: { resolve(v: string | null): void; reject(e: Error): void }[] = [];
  const read = () =>
    new Promise<string | null>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

describe('generation source', () => {
  it('reads once within its time, then again', async () => {
    let now = 1_000;
    const { read, pending } = manualRead();
    const source = createGenerationSource(read, 2_000, () => now);
    const first = source.current();
    expect(source.current()).toBe(first); // concurrent callers share the read
    pending[0]!.resolve('g1');
    expect(await first).toBe('g1');
    now += 1_999;
    expect(source.current()).toBe(first); // no second read within the time
    expect(pending).toHaveLength(1);
    now += 1; // 2 s after the read: current() reads again
    const second = source.current();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('g2');
    expect(await second).toBe('g2');
  });

  it('forgets a failed read: the next call reads again', async () => {
    const { read, pending } = manualRead();
    const source = createGenerationSource(read, 2_000, () => 0);
    const failed = source.current();
    pending[0]!.reject(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await Promise.resolve();
    const next = source.current();
    expect(next).not.toBe(failed);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(null);
    expect(await next).toBeNull(); // no import yet is a generation too
  });
});

describe('warmUpCaches', () => {
  it("builds every cache made on the source once, and the caches' next reads use what it built", async () => {
    const source = createGenerationSource(async () => 'g1');
    const builds: string[] = [];
    const index = createGenerationCache(source, async (g) => builds.push(`index ${g}`));
    const reference = createGenerationCache(source, async (g) => builds.push(`reference ${g}`));
    // A cache on another source is not this source's to build.
    createGenerationCache(
      createGenerationSource(async () => 'other'),
      async () => {
        builds.push('other');
      },
    );
    await warmUpCaches(source);
    expect(builds).toEqual(['index g1', 'reference g1']);
    await index.current();
    await reference.current();
    expect(builds).toHaveLength(2);
  });
});
