import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web', 'tooling'],
    // Vitest's default is one worker fewer than the machine's cores: one worker on CI's two
    // cores, with the other core nearly idle (the main process only collects results). A worker
    // per core runs the suite in a little over half the time.
    maxWorkers: availableParallelism(),
  },
});
