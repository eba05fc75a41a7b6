import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns on jitless parsing in the zod the app uses, before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
