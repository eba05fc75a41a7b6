import { afterEach, describe, expect, it } from 'vitest';
import {
  earlyStartSource,
  earlyStartTable,
  preloadPage,
  type EarlyStartTable,
} from './early-start';

const TABLE: EarlyStartTable = {
  rankings: ['/assets/rankings-page-1.js', '/assets/core-1.js'],
  'rankings/college/:id': ['/assets/college-page-1.js', '/assets/core-1.js'],
  'forgot/:email/:token': ['/assets/reset-password-page-1.js'],
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('preloadPage: the early start in the browser', () => {
  it("asks for the files of the page in the address, as module preloads the page's import() finds", () => {
    expect(preloadPage(TABLE, '#/rankings', document)).toEqual(TABLE.rankings);
    expect(preloaded()).toEqual(TABLE.rankings);
    const link = document.head.querySelector('link[rel="modulepreload"]');
    // Same CORS mode as the module scripts Vite writes (crossorigin), or the browser fetches twice.
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('matches as the router does: parameters, any letter case, a query after the path', () => {
    expect(preloadPage(TABLE, '#/Rankings/College/166683?year=2023', document)).toEqual(
      TABLE['rankings/college/:id'],
    );
    expect(preloadPage(TABLE, '#/forgot/maya%40school.edu/abc', document)).toEqual(
      TABLE['forgot/:email/:token'],
    );
    expect(preloadPage(TABLE, '#/rankings/', document)).toEqual(TABLE.rankings);
  });

  it('asks for nothing on the home page, an unknown address or a broken one', () => {
    for (const hash of [
      '',
      '#/',
      '#/home',
      '#/rankings/college',
      '#/rankings/1/2/3',
      '#/%E0%A4%A',
    ]) {
      expect(preloadPage(TABLE, hash, document)).toEqual([]);
    }
    expect(preloaded()).toEqual([]);
  });

  it('runs on its own, as the script the build writes (nothing from outside the function)', () => {
    const run = new Function('location', 'document', earlyStartSource(TABLE));
    run({ hash: '#/rankings/college/42' }, document);
    expect(preloaded()).toEqual(TABLE['rankings/college/:id']);
  });
});

type Bundle = Parameters<typeof earlyStartTable>[0];
type Chunk = Parameters<typeof earlyStartTable>[1];

const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, imports, moduleIds, facadeModuleId: moduleIds[0] ?? null }) as Chunk;

describe('earlyStartTable: the table from the build', () => {
  const entry = chunk('assets/index-1.js', ['assets/react-1.js', 'assets/app-1.js']);
  const bundle = {
    'assets/index-1.js': entry,
    'assets/react-1.js': chunk('assets/react-1.js', []),
    'assets/app-1.js': chunk('assets/app-1.js', ['assets/react-1.js']),
    'assets/core-1.js': chunk('assets/core-1.js', ['assets/app-1.js']),
    'assets/rankings-page-1.js': chunk(
      'assets/rankings-page-1.js',
      ['assets/core-1.js', 'assets/react-1.js'],
      ['/web/src/features/rankings/routes/rankings-page.tsx'],
    ),
    'assets/app-1.css': { type: 'asset', fileName: 'assets/app-1.css' },
  } as unknown as Bundle;

  it("lists each page's file and what it imports, less the first bundle's files", () => {
    const table = earlyStartTable(
      bundle,
      entry,
      { rankings: 'features/rankings/routes/rankings-page.tsx' },
      '/web/src',
    );
    expect(table).toEqual({
      rankings: ['/assets/rankings-page-1.js', '/assets/core-1.js'],
    });
  });

  it('stops the build when a listed page has no chunk (a renamed or moved page)', () => {
    expect(() =>
      earlyStartTable(bundle, entry, { about: 'features/about/routes/about-page.tsx' }, '/web/src'),
    ).toThrow('pages.json: no chunk holds features/about/routes/about-page.tsx (route about)');
  });
});
