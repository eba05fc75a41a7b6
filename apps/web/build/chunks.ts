import type { ChunkingContext } from 'rolldown';

/*
 * How the app's own code is cut into files. Left to the bundler, every set
 * of pages sharing a module got a file of its own: a page opened by its address fetched twenty
 * to thirty small files, and a phone browser asks for at most six at a time from one server
 * (HTTP/1.1), so they came in several round trips. Grouped here, a page needs five: its own
 * file, its feature's shared code, the shared components (`ui`), `core` and the core area it
 * uses (below), and the first page's code (`app`) is one file.
 *
 * Core is cut by area, so a page evaluates the schemas it uses and few others (zod builds every
 * schema when its module runs: on a phone at Lighthouse's 4× slowdown, all of core took 150 ms):
 * the rankings' schemas (`core-rankings`), the ROI engine and the calculator's computation
 * (`core-engine`), the admin screens' schemas (`core-admin`), the payment bodies, the legal
 * pages' texts and the server's import code (the bundler's choice), and `core` for the rest (zod,
 * validation, display, the account and scenario schemas). A module of one area imports another area only for types, which
 * the build erases; a value import across areas would make one chunk load the other
 * (bench/bundle.mjs lists each page's files).
 *
 * The first bundle stays small (goal ≤ 150 kB gzip, bench/bundle.mjs): `app` holds only
 * modules main.tsx imports, directly or not. For core that cannot be read off the import graph
 * (every page imports the whole package through its index, and unused parts are dropped later),
 * so the core modules the first page uses are listed: FIRST_PAGE_CORE. A first-page module that
 * starts using another core module pulls all of `core` into the first bundle, and the build
 * fails (build/first-page-budget.ts): add that module to the list.
 *
 * A widget loaded on demand keeps its own file, and its feature's modules that it imports go to
 * the feature's shared file, like a page's. The admin's article editor is the exception
 * (ON_DEMAND_ONLY): its modules import Tiptap and DOMPurify, so in `platform-admin-shared` they
 * would make every admin screen load those libraries. Left to the bundler, they and the libraries
 * go with the one file that loads them on demand (rich-text-editor-body, with its libraries).
 */

/** Core modules the first page (main.tsx) uses: zod-free, small. */
const FIRST_PAGE_CORE =
  /packages[\\/]core[\\/]src[\\/](constants|validation[\\/](messages|fields|auth-messages)|checks[\\/][^\\/]+|schemas[\\/]page-content-defaults)\.ts$/;
const CORE = /packages[\\/]core[\\/]src[\\/]|node_modules[\\/]zod[\\/]/;
const CORE_MODULE = /packages[\\/]core[\\/]src[\\/](.*)\.ts$/;
/** Core's areas (see above): module paths under packages/core/src, without `.ts`. */
const CORE_AREAS: [area: string | null, paths: RegExp][] = [
  ['core-rankings', /^schemas\/(rankings|ranking-rows|university|program-rankings)$/],
  [
    'core-engine',
    /^(roi\/(assumptions|compat|earnings|figure|institution|loan|major|personal|personal-parts|program|rap|repayment-plans|timeline)|scenario\/(chart|compute|explain|facts|program-compare)|display\/verdicts|scorecard\/(earnings|program-figures))$/,
  ],
  ['core-admin', /^schemas\/(admin-dashboard|admin-users|page-content|testimonials)$/],
  // The bundler's choice: the payment bodies go with the payment views; the legal pages' texts
  // with those pages and the admin's editor (page-content-merge reads them: the API's merge, and
  // every page's defaults for the editor); the pages' Spanish defaults with the Spanish texts
  // (a Spanish visit only); the import's modules are the server's (the web build drops them).
  [
    null,
    /^(schemas\/(payments|legal-page-defaults|page-content-defaults-es|page-content-merge)|scorecard\/(baseline|calculator-facts|cohorts|college-facts|csv|csv-source|program-merge|ranking-figures|sources|year))$/,
  ],
];

/** The file of a core module (or zod): its area, `core`, or null for the bundler's choice. */
export function coreArea(id: string): string | null {
  const path = CORE_MODULE.exec(id.replaceAll('\\', '/'))?.[1];
  const area = path === undefined ? undefined : CORE_AREAS.find(([, paths]) => paths.test(path));
  return area ? area[0] : 'core';
}
const WEB = /apps[\\/]web[\\/]src[\\/](.*)$/;
/**
 * Modules (paths under apps/web/src) that only an on-demand module imports, directly or not:
 * the article editor's folder, but for rich-text-editor.tsx, which the article form imports and
 * which loads the rest.
 */
const ON_DEMAND_ONLY = /^features[\\/]platform-admin[\\/]rich-text[\\/](?!rich-text-editor\.tsx$)/;
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
  if (CORE.test(id)) return coreArea(id);
  const web = WEB.exec(id)?.[1];
  if (!web) return null;
  if (isFirstPage(id, ctx)) return 'app';
  if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
  if (ON_DEMAND_ONLY.test(web)) return null;
  const feature = /^features[\\/]([^\\/]+)[\\/]/.exec(web)?.[1];
  return feature ? `${feature}-shared` : 'ui';
}
