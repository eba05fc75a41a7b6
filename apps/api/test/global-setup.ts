import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    pgTemplateDb: string | null;
  }
}

/**
 * Migrates one template database per run: a PGlite folder (copied for each test file,
 * since a new PGlite folder costs ~6 s of initdb) and, when DATABASE_URL is set, a
 * PostgreSQL template database that each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'dw-template-'));
  const template = await openPglite(root);
  await template.migrate();
  await template.close();
  project.provide('pgliteTemplateDir', root);

  let pgTemplate: string | null = null;
  const url = process.env.DATABASE_URL;
  if (url) {
    pgTemplate = `dw_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate}`);
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, pgTemplate));
    await db.migrate();
    await db.close();
  }
  project.provide('pgTemplateDb', pgTemplate);

  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (url && pgTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate}`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
