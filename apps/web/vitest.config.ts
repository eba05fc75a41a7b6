import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // A whole screen typed into and submitted in jsdom takes 3 to 5 seconds on a two-core CI
    // machine: Vitest's default 5 s fails them for the machine's speed, not for what they test.
    testTimeout: 20_000,
  },
});
