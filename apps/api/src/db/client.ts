import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { acquireFolderLock } from './pglite-lock';
import * as schema from './schema';

/** One typed handle for both drivers, so PGlite and node-postgres share the same code. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A handle whose statements the server cancels after `ms` (SQLSTATE 57014, see
   * statement-timeout.ts). PostgreSQL: a small pool of its own whose connections start with
   * statement_timeout, so prepared statements keep working, no query pays for a transaction,
   * and slow reads cannot take the main pool's connections. PGlite: `db` itself, since PGlite
   * runs each statement to its end on the JavaScript thread and cannot be interrupted
   * (docs/decisions/039-ranking-statement-timeout.md).
   */
  withStatementTimeout(ms: number): Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Arbitrary constant key: only one process migrates a shared server at a time. */
const MIGRATION_LOCK_KEY = 738_410_2025;

export function pgliteDataDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Opens PGlite in DATA_DIR/pglite, holding the folder lock for the process lifetime. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = pgliteDataDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const lock = acquireFolderLock(join(dataDir, 'pglite.lock'), dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir);
  } catch (err) {
    lock.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withStatementTimeout: () => db,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Connections of each statement-timeout pool (the main pool has 10). */
const BOUNDED_POOL_SIZE = 5;

function newPool(url: string, max: number, statementTimeoutMs?: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle connection the server ends (a restart, an administrator, a dropped test database)
  // is an 'error' event on the pool: without a listener it would crash the process. The pool
  // drops that connection and opens a new one for the next query.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL connection closed by the server: ${err.message}`);
  });
  return pool;
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = newPool(url, 10);
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Opened on first use, one per timeout; a pool connects only when it runs a query.
  const bounded = new Map<number, { pool: pg.Pool; db: Db }>();
  const withStatementTimeout = (ms: number): Db => {
    let entry = bounded.get(ms);
    if (!entry) {
      const own = newPool(url, BOUNDED_POOL_SIZE, ms);
      entry = { pool: own, db: drizzlePg({ client: own, schema }) as unknown as Db };
      bounded.set(ms, entry);
    }
    return entry.db;
  };
  return {
    db,
    kind: 'postgres',
    withStatementTimeout,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        conn.release();
      }
    },
    close: async () => {
      await Promise.all([...bounded.values()].map((b) => b.pool.end()));
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
