import type { ChunkingContext } from 'rolldown';

/*
 * How the app's own code is cut into files (issue #15 item 10). Left to the bundler, every set
 * of pages sharing a module got a file of its own: a page opened by its address fetched twenty
 * to thirty small files, and a phone browser asks for at most six at a time from one server
 * (HTTP/1.1), so they came in several round trips. Grouped here, a page needs four: its own
 * file, its feature's shared code, the shared components (`ui`) and `core` (zod, the schemas and
 * the engine), and the first page's code (`app`) is one file.
 *
 * The first bundle stays as small as before (≤ 150 kB gzip, bench/bundle.mjs): `app` holds only
 * modules main.tsx imports, directly or not. For core that cannot be read off the import graph
 * (every page imports the whole package through its index, and unused parts are dropped later),
 * so the core modules the first page uses are listed: FIRST_PAGE_CORE. A first-page module that
 * starts using another core module pulls all of `core` into the first bundle, and
 * bench/bundle.mjs fails: add that module to the list.
 */

/** Core modules the first page (main.tsx) uses: zod-free, small. */
const FIRST_PAGE_CORE =
  /packages[\\/]core[\\/]src[\\/](constants|validation[\\/](messages|fields)|checks[\\/][^\\/]+|schemas[\\/]page-content-defaults)\.ts$/;
const CORE = /packages[\\/]core[\\/]src[\\/]|node_modules[\\/]zod[\\/]/;
const WEB = /apps[\\/]web[\\/]src[\\/](.*)$/;
const ENTRY = /apps[\\/]web[\\/]src[\\/]main\.tsx$/;

/** Per chunking pass: whether a module is imported by main.tsx, directly or not. */
const passes = new WeakMap<ChunkingContext, Map<string, boolean>>();

function isFirstPage(id: string, ctx: ChunkingContext): boolean {
  let known = passes.get(ctx);
  if (!known) passes.set(ctx, (known = new Map()));
  const seen = known.get(id);
  if (seen !== undefined) return seen;
  known.set(id, false); // an import cycle: decided by the other importers
  const result =
    ENTRY.test(id) ||
    (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => isFirstPage(importer, ctx));
  known.set(id, result);
  return result;
}

/**
 * The file a module goes to (`codeSplitting.groups[].name`), or null for the bundler's own
 * choice: libraries other than zod, and the pages and widgets loaded on demand (each keeps its
 * own file, named after it).
 */
export function chunkName(id: string, ctx: ChunkingContext): string | null {
  if (FIRST_PAGE_CORE.test(id) || /vite[\\/]preload-helper/.test(id)) return 'app';
  if (CORE.test(id)) return 'core';
  const web = WEB.exec(id)?.[1];
  if (!web) return null;
  if (isFirstPage(id, ctx)) return 'app';
  if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
  const feature = /^features[\\/]([^\\/]+)[\\/]/.exec(web)?.[1];
  return feature ? `${feature}-shared` : 'ui';
}
