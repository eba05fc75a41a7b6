import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkName } from './build/chunks.ts';
import { earlyStart } from './build/early-start.ts';
import { FIRST_PAGE_CEILING_BYTES, firstPageBudget } from './build/first-page-budget.ts';
import pages from './src/app/pages.json' with { type: 'json' };
// By path, not '@degreeworth/core': Vite runs this config in plain Node, which cannot load the
// package's TypeScript entry from node_modules; a relative file is bundled into the config.
import {
  DEFAULT_PAGE_TITLE,
  DEFAULT_SEO_KEYWORDS,
  ROBOTS_INDEX,
} from '../../packages/core/src/constants.ts';

/**
 * Writes the default title, keywords and robots tags into index.html from core,
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

/** Text formats worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm|ttf|otf|eot|ico)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` (brotli quality 11) and a `.gz` (gzip level 9) sibling next to every
 * compressible file under dist/assets, for the server's precompressed static files
 * (`x.js` → `x.js.br`, `x.js.gz`). A sibling that would not be smaller is not written; the server
 * then sends the file itself. index.html is left alone: the server rewrites it per request.
 */
function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dw-precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const assets = join(outDir, config.build.assetsDir);
      const names = (await readdir(assets, { recursive: true })).filter((n) =>
        COMPRESSIBLE.test(n),
      );
      let written = 0;
      await Promise.all(
        names.map(async (name) => {
          const file = join(assets, name);
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          for (const [ext, data] of [
            ['.br', br],
            ['.gz', gz],
          ] as const) {
            if (data.length >= raw.length) continue;
            await writeFile(`${file}${ext}`, data);
            written += 1;
          }
        }),
      );
      config.logger.info(`precompressed ${names.length} assets: ${written} .br/.gz files written`);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    seoDefaults(),
    precompressAssets(),
    firstPageBudget({
      entryModule: /[\\/]index\.html$/,
      ceilingBytes: FIRST_PAGE_CEILING_BYTES,
    }),
    earlyStart({
      pages,
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // core's modules only declare values (no import-time effects): one that nothing imports
      // is left out even when reached through the package's barrel, so a page that imports a
      // constant from '@degreeworth/core' does not also get every schema (and zod) with it.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across
        // releases. Only libraries that every page runs are grouped (React; the router and Redux):
        // a catch-all vendor group would make the first page load every library
        // any page uses. zod goes with core, loaded by the pages that need it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            // use-sync-external-store without its shim files: react-redux uses its with-selector;
            // the shim (for React before 18) comes with Tiptap, in the admin's editor only.
            {
              name: 'vendor',
              test: /node_modules[\\/](?:(?:react-router|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|use-sync-external-store[\\/](?!.*shim))/,
              priority: 2,
            },
            // The app's own code and zod, in a few files (build/chunks.ts). A module goes only
            // where chunkName says: its imports have their own places.
            {
              name: chunkName,
              debugName: 'app code (build/chunks.ts)',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API serves /api/v1 on PORT, 3000 by default; in development Vite forwards
    // to it (`npm run dev` passes the API's port as DW_API_PORT).
    proxy: { '/api': `http://127.0.0.1:${process.env.DW_API_PORT ?? '3000'}` },
  },
});
