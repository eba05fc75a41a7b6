import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  dataDir: string;
  /** The raw .eml files the outbox mailer wrote, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the migrated PGlite template folder,
 * or, when DATABASE_URL is set, a PostgreSQL database cloned from the template database.
 */
export async function openTestDatabase(
  dataDir: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplateDb');
  if (url && pgTemplate) {
    const name = `dw_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name));
    return {
      database,
      async drop() {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  cpSync(join(inject('pgliteTemplateDir'), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return { database: await openPglite(dataDir), drop: async () => undefined };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-of-at-least-32-bytes-long',
    ...env,
  });
  const { database, drop } = await openTestDatabase(dataDir);
  const app = await buildApp(config, { database, ready: true, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    outbox: () => readOutbox(dataDir),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Counts the rows of a table through the test's own database handle. */
export async function countRows(database: Database, table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
}

/** The raw .eml files the file mailer wrote under DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** Rows of a query (SQL text or a drizzle `sql` template) through the test's own handle. */
export async function queryRows<T>(database: Database, query: SQL | string): Promise<T[]> {
  const result = await database.db.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Moves every stored mail back in time, as if `seconds` had passed (cooldown, daily cap). */
export async function ageMail(database: Database, seconds: number): Promise<void> {
  await database.db.execute(
    sql`update mail_outbox set created_at = created_at - make_interval(secs => ${seconds})`,
  );
}

/** The names of the images stored in `folder` (table media_files), sorted. */
export async function storedMedia(database: Database, folder: string): Promise<string[]> {
  const rows = await queryRows<{ path: string }>(
    database,
    sql`select path from media_files where path like ${`${folder}/%`} order by path`,
  );
  return rows.map((r) => r.path.slice(folder.length + 1));
}
