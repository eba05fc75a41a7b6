import { resolve } from 'node:path';
import type { PluginContext } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/*
 * The early start. A page other than home loads in three waits, one after the
 * other: the first bundle, then the page's own code (route `lazy`), then its data. On a slow phone
 * link each wait is a round trip or more. The build writes a small classic script into index.html
 * that looks at the address (#/rankings/college/…) and asks for that page's code at once
 * (`<link rel="modulepreload">`, fetched and compiled, not run), so it arrives while the first
 * bundle does. The router's `import()` then finds it there. Routes and modules come from
 * src/app/pages.json, the table the router is built from; the file names from the bundle.
 */

/** Route path ('rankings/college/:id') → the built files of its page not in the first bundle. */
export type EarlyStartTable = Record<string, string[]>;

/**
 * Adds a modulepreload link for every file of the page that `hash` addresses, matched as the
 * router matches: segment by segment, `:name` standing for any one segment, letters in any case.
 * Runs in the browser as the early start's whole code (serialized by `earlyStartSource`), so it
 * uses nothing from outside itself. Returns the files it asked for.
 */
export function preloadPage(table: EarlyStartTable, hash: string, doc: Document): string[] {
  const split = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  let wanted: string[];
  try {
    wanted = split(decodeURI(hash.replace(/^#/, '').split(/[?#]/)[0] ?? ''));
  } catch {
    return [];
  }
  for (const pattern of Object.keys(table)) {
    const parts = split(pattern);
    const matches =
      parts.length === wanted.length &&
      parts.every((part, i) => part.charAt(0) === ':' || part === wanted[i]);
    if (!matches) continue;
    const files = table[pattern] ?? [];
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      doc.head.appendChild(link);
    }
    return files;
  }
  return [];
}

/** The early start's script: `preloadPage` with the table, for the address it is opened at. */
export function earlyStartSource(table: EarlyStartTable): string {
  return `(${preloadPage.toString()})(${JSON.stringify(table)},location.hash,document);\n`;
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** A chunk's file and every file it imports statically, directly or not. */
function withImports(bundle: Bundle, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') chunk.imports.forEach((next) => withImports(bundle, next, seen));
  return seen;
}

/**
 * The table for a bundle: for each route of `pages` (path → module file under `srcDir`), the
 * files of its page's chunk, less the first bundle's (the entry's, already on their way).
 */
export function earlyStartTable(
  bundle: Bundle,
  entry: Chunk,
  pages: Record<string, string>,
  srcDir: string,
): EarlyStartTable {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const first = withImports(bundle, entry.fileName);
  const table: EarlyStartTable = {};
  for (const [path, module] of Object.entries(pages)) {
    const id = resolve(srcDir, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
    if (!chunk) throw new Error(`pages.json: no chunk holds ${module} (route ${path})`);
    table[path] = [...withImports(bundle, chunk.fileName)]
      .filter((file) => !first.has(file))
      .map((file) => `/${file}`);
  }
  return table;
}

/**
 * Vite plugin: at build, writes the early start as assets/early-start-[hash].js and puts it first
 * in index.html's head (a classic `async` script: it never holds up the page).
 */
export function earlyStart({
  pages,
  srcDir,
}: {
  /** src/app/pages.json: route path → page module under `srcDir`. */
  pages: Record<string, string>;
  srcDir: string;
}): Plugin {
  return {
    name: 'dw-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) throw new Error('the early start needs the built bundle');
        const source = earlyStartSource(earlyStartTable(bundle, entry, pages, srcDir));
        // At build, Vite runs this hook with its HTML plugin's context, which can emit files.
        const build = this as unknown as Partial<PluginContext>;
        if (!build.emitFile || !build.getFileName) throw new Error('the early start cannot emit');
        const ref = build.emitFile({ type: 'asset', name: 'early-start.js', source });
        return [
          {
            tag: 'script',
            attrs: { src: `/${build.getFileName(ref)}`, async: true },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
