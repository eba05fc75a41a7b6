import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// By path, not '@degreeworth/core': Vite runs this config in plain Node, which cannot load the
// package's TypeScript entry from node_modules; a relative file is bundled into the config.
import {
  DEFAULT_PAGE_TITLE,
  DEFAULT_SEO_KEYWORDS,
  ROBOTS_INDEX,
} from '../../packages/core/src/constants.ts';

/**
 * Writes the default title, keywords and robots tags (spec §9) into index.html from core,
 * so the texts live in one place and are right even before the app script runs.
 */
function seoDefaults(): Plugin {
  return {
    name: 'dw-seo-defaults',
    transformIndexHtml: () => [
      { tag: 'title', children: DEFAULT_PAGE_TITLE, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'keywords', content: DEFAULT_SEO_KEYWORDS }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'robots', content: ROBOTS_INDEX }, injectTo: 'head' },
    ],
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), seoDefaults()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across
        // releases. React is split from the rest so no chunk passes Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // The API serves /api/v1 on port 3000 (CONTRACT); in development Vite forwards to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
