import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstPageOf, firstPageProblem } from './first-page-budget';

/** A built file with only what the guard reads. */
function chunk(fileName: string, code: string, imports: string[], entry?: string): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code,
    imports,
    isEntry: entry !== undefined,
    facadeModuleId: entry ?? null,
  } as unknown as OutputChunk;
}

const bundleOf = (...chunks: OutputChunk[]): OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c]));

const ENTRY = /[\\/]index\.html$/;

describe('the first page guard', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', 'import "./app.js";', ['assets/app.js'], '/web/index.html'),
    chunk('assets/app.js', 'export const a = 1;'.repeat(50), ['assets/react.js']),
    chunk('assets/react.js', 'export const r = 2;', []),
    chunk('assets/rankings-page.js', 'export const p = 3;', ['assets/core-rankings.js']),
    chunk('assets/core-rankings.js', 'export const c = 4;', []),
  );

  it('follows the static imports from the entry, and only them', () => {
    const page = firstPageOf(bundle, ENTRY);
    expect(page.files).toEqual(['assets/index.js', 'assets/app.js', 'assets/react.js']);
    expect(page.gzipBytes).toBeGreaterThan(0);
    expect(firstPageProblem(page, 180_000)).toBeNull();
  });

  it('refuses a first page that loads a core file, naming it', () => {
    const page = { files: ['assets/index.js', 'assets/core-BYYd.js'], gzipBytes: 1000 };
    expect(firstPageProblem(page, 180_000)).toBe(
      'The first page loads assets/core-BYYd.js: a module it imports uses a core module that is ' +
        'not in FIRST_PAGE_CORE (build/chunks.ts). Add that module to the list if it is small ' +
        'and zod-free, or load the code that needs it on demand.',
    );
  });

  it('refuses a first page over the ceiling, with its weight and files', () => {
    const page = { files: ['assets/index.js', 'assets/vendor.js'], gzipBytes: 181_234 };
    expect(firstPageProblem(page, 180_000)).toBe(
      'The first page loads 181.2 kB of gzip, more than the ceiling of 180 kB: ' +
        'assets/index.js, assets/vendor.js. Load what the home page does not show on demand ' +
        '(node bench/bundle.mjs lists the files).',
    );
    expect(firstPageProblem({ ...page, gzipBytes: 180_000 }, 180_000)).toBeNull();
  });

  it('says so when the entry is missing', () => {
    expect(() => firstPageOf(bundleOf(chunk('assets/app.js', '', [])), ENTRY)).toThrow(
      'No entry chunk built from',
    );
  });
});
