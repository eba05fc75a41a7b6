import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkName, coreArea } from './chunks';

const CORE_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/core/src');

/** Every core module the web can load (tests and type declarations left out). */
const modules = (readdirSync(CORE_SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !/\.(test|test-helper|d)\.ts$/.test(file))
  .map((file) => join(CORE_SRC, file));

/** The core modules `file` imports for their values (`import type` and `type X` names erased). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports = source.matchAll(/^import\s+(type\s+)?([^'";]*?)\s*from\s*'(\.[^']+)'/gms);
  return [...imports]
    .filter(([, wholeType, names]) => {
      if (wholeType) return false;
      const list = /\{([^}]*)\}/.exec(names ?? '')?.[1];
      if (list === undefined) return true; // default or namespace import
      return list
        .split(',')
        .map((name) => name.trim())
        .some((name) => name !== '' && !name.startsWith('type '));
    })
    .map(([, , , path]) => resolve(dirname(file), `${path}.ts`));
}

describe("core's areas (build/chunks.ts)", () => {
  it('puts the rankings, engine and admin schemas apart, and zod in core', () => {
    expect(coreArea(join(CORE_SRC, 'schemas/university.ts'))).toBe('core-rankings');
    expect(coreArea(join(CORE_SRC, 'roi/personal.ts'))).toBe('core-engine');
    expect(coreArea(join(CORE_SRC, 'schemas/admin-users.ts'))).toBe('core-admin');
    expect(coreArea(join(CORE_SRC, 'schemas/payments.ts'))).toBeNull();
    expect(coreArea(join(CORE_SRC, 'schemas/auth.ts'))).toBe('core');
    expect(coreArea('/repo/node_modules/zod/v4/core/core.js')).toBe('core');
  });

  it('imports values only from its own area or from core, so no chunk loads another area', () => {
    const crossings = modules.flatMap((file) => {
      const area = coreArea(file);
      if (area === null) return []; // placed by the bundler, with what imports it
      return valueImports(file)
        .filter((target) => {
          const targetArea = coreArea(target);
          return targetArea !== area && targetArea !== 'core';
        })
        .map((target) => `${relative(CORE_SRC, file)} → ${relative(CORE_SRC, target)}`);
    });
    expect(crossings).toEqual([]);
  });
});

describe("the web modules' files (build/chunks.ts)", () => {
  const WEB_SRC = '/repo/apps/web/src';
  const MAIN = `${WEB_SRC}/main.tsx`;
  const ROUTER = `${WEB_SRC}/app/router.tsx`;
  const PAGE = `${WEB_SRC}/features/platform-admin/routes/admin-resources-page.tsx`;
  const FORM = `${WEB_SRC}/features/platform-admin/components/resource-form.tsx`;
  const RICH = `${WEB_SRC}/features/platform-admin/rich-text`;
  const EDITOR = `${RICH}/rich-text-editor.tsx`;
  const BODY = `${RICH}/rich-text-editor-body.tsx`;
  /** Who imports whom: main → router ⇢ page → form → editor ⇢ body → the editor's modules. */
  const graph: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
    [MAIN]: { importers: [], dynamicImporters: [] },
    [ROUTER]: { importers: [MAIN], dynamicImporters: [] },
    [PAGE]: { importers: [], dynamicImporters: [ROUTER] },
    [FORM]: { importers: [PAGE], dynamicImporters: [] },
    [EDITOR]: { importers: [FORM], dynamicImporters: [] },
    [BODY]: { importers: [], dynamicImporters: [EDITOR] },
    [`${RICH}/editor-extensions.ts`]: { importers: [BODY], dynamicImporters: [] },
    [`${RICH}/purify-html.ts`]: {
      importers: [BODY, `${RICH}/editor-extensions.ts`],
      dynamicImporters: [],
    },
  };
  const ctx = {
    getModuleInfo: (id: string) => graph[id] ?? null,
  } as unknown as ChunkingContext;

  it("puts the first page in app, a page in its own file and its feature's modules together", () => {
    expect(chunkName(ROUTER, ctx)).toBe('app');
    expect(chunkName(PAGE, ctx)).toBeNull();
    expect(chunkName(FORM, ctx)).toBe('platform-admin-shared');
    expect(chunkName(EDITOR, ctx)).toBe('platform-admin-shared');
  });

  it("leaves the article editor's modules to the file that loads them on demand, so no admin screen loads Tiptap or DOMPurify before its form shows the editor", () => {
    expect(chunkName(BODY, ctx)).toBeNull();
    expect(chunkName(`${RICH}/editor-extensions.ts`, ctx)).toBeNull();
    expect(chunkName(`${RICH}/purify-html.ts`, ctx)).toBeNull();
  });
});
