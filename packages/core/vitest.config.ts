import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The reconciliation tests compute every college of a data year: about 4 s on a two-core
    // machine, close to Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
