import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The module boundaries of eslint.config.js fail where they should. Each probe
 * is linted as if it were a file at the given path; the imports resolve to real files of the tree,
 * so a renamed folder or a broken resolver makes these tests fail instead of passing silently.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web/src');
const eslintBin = join(root, 'node_modules/eslint/bin/eslint.js');

interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}

/**
 * The rule ids the ESLint command line reports, exactly as `npm run lint` runs it (in its own
 * process, from the repository root). `--no-ignore` lets the cycle probes, ignored in the normal
 * run, be linted here. Exit code 1 only means "problems found".
 */
function lint(args: string[], input?: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [eslintBin, '--no-ignore', '--format', 'json', ...args],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err && err.code !== 1) return reject(new Error(`eslint failed: ${stderr}`));
        const results = JSON.parse(stdout) as LintResult[];
        resolve(results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message)));
      },
    );
    child.stdin?.end(input ?? '');
  });
}

/** The rule ids ESLint reports for `code` placed at `path` (relative to the repository). */
function ruleIds(code: string, path: string): Promise<string[]> {
  return lint(['--stdin', '--stdin-filename', join(root, path)], code);
}

/** A module file of a feature, without extension, as an `@/` import. */
function someModuleOf(feature: string): string {
  const dir = join(web, 'features', feature);
  const file = readdirSync(dir).find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  if (!file) throw new Error(`no module directly under features/${feature}`);
  return `@/features/${feature}/${file.replace(/\.tsx?$/, '')}`;
}

describe('eslint module boundaries', () => {
  it('accepts a feature importing its own files, components/, lib/ and core', async () => {
    const code = [
      `import { paths } from '@/lib/paths';`,
      `import { PageSpinner } from '@/components/page-spinner';`,
      `import { PRODUCT_NAME } from '@degreeworth/core';`,
      `import * as own from '${someModuleOf('rankings')}';`,
      `export const probe = [paths, PageSpinner, PRODUCT_NAME, own];`,
    ].join('\n');
    expect(await ruleIds(code, 'apps/web/src/features/rankings/probe.ts')).toEqual([]);
  });

  it('fails on an import from another feature, by alias or by relative path', async () => {
    const byAlias = `import * as other from '${someModuleOf('auth')}';\nexport const probe = other;`;
    expect(await ruleIds(byAlias, 'apps/web/src/features/calculator/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const relative = someModuleOf('auth').replace('@/features/', '../');
    const byPath = `import * as other from '${relative}';\nexport const probe = other;`;
    expect(await ruleIds(byPath, 'apps/web/src/features/contact/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails on an import from a feature into app/', async () => {
    const code = `import { routes } from '@/app/router';\nexport const probe = routes;`;
    expect(await ruleIds(code, 'apps/web/src/features/home/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails on shared code importing a feature', async () => {
    const code = `import * as f from '${someModuleOf('rankings')}';\nexport const probe = f;`;
    expect(await ruleIds(code, 'apps/web/src/lib/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails on the web importing the API', async () => {
    const code = `import { loadConfig } from '../../../api/src/config';\nexport const probe = loadConfig;`;
    const ids = await ruleIds(code, 'apps/web/src/lib/probe.ts');
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('fails on an import cycle', async () => {
    expect(await lint(['tooling/lint-probes/cycle-a.ts'])).toContain('import-x/no-cycle');
  });

  it("accepts an API module using another module's public entry, and the composition root wiring files", async () => {
    const code = `import { publicUserOf } from '../users';\nexport const probe = publicUserOf;`;
    expect(await ruleIds(code, 'apps/api/src/modules/students/probe.ts')).toEqual([]);
    const root = `import { createUsersService } from './modules/users/service';\nexport const probe = createUsersService;`;
    expect(await ruleIds(root, 'apps/api/src/probe-root.ts')).toEqual([]);
  });

  it("fails on an API module reaching into another module's files, from a module or from shared code", async () => {
    const repository = `import { findFavoriteIds } from '../rankings/repository';\nexport const probe = findFavoriteIds;`;
    expect(await ruleIds(repository, 'apps/api/src/modules/universities/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const service = `import { createUsersService } from '../modules/users/service';\nexport const probe = createUsersService;`;
    expect(await ruleIds(service, 'apps/api/src/lib/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('eslint untranslated texts', () => {
  const screen = 'apps/web/src/app/layouts/footer/probe.tsx';

  it('fails on a text or a spoken attribute written into a translated screen’s markup', async () => {
    const text = `export const Probe = () => <p>Explore more</p>;`;
    expect(await ruleIds(text, screen)).toEqual(['no-restricted-syntax']);
    const label = `export const Probe = () => <nav aria-label="Legal" />;`;
    expect(await ruleIds(label, screen)).toEqual(['no-restricted-syntax']);
  });

  it('accepts texts from t(), symbols and attributes nobody reads', async () => {
    const code = [
      `import { useTranslation } from '@/lib/i18n';`,
      `export function Probe() {`,
      `  const { t } = useTranslation();`,
      `  return <nav aria-label={t('footer.legal')} className="flex"><span aria-hidden="true">·</span>{t('nav.home')}</nav>;`,
      `}`,
    ].join('\n');
    expect(await ruleIds(code, screen)).toEqual([]);
  });

  it('leaves screens not yet translated alone', async () => {
    const code = `export const Probe = () => <p>Explore more</p>;`;
    expect(await ruleIds(code, 'apps/web/src/features/platform-admin/probe.tsx')).toEqual([]);
  });
});
