import { RANKINGS_TEXTS } from '@degreeworth/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scorecardMeta } from '../db/schema';
import type { MissingInput } from './inputs';

/**
 * What the last College Scorecard import left, for the health answer and
 * for the rankings answer when nothing is ranked.
 * - `ready`: the figures are there (maybe with an optional input missing, see `missing`);
 * - `none`: no College Scorecard data was ever imported;
 * - `failed`: data is there but no figures could be made (a required input is missing, the
 *   recompute or the import failed); previous figures, if any, are kept.
 */
export type RankingsOutcome = 'ready' | 'none' | 'failed';

export interface DataStatus {
  rankings: RankingsOutcome;
  missing: MissingInput[];
  /** For the operator when something is wrong (no server paths: health is public). */
  message: string | null;
}

/**
 * The state of the import in scorecard_meta (key `import`), written by whichever process runs
 * it (a server, the cluster primary, `npm run data:import`), so every process tells "being
 * prepared" from "failed" from "not imported yet" without having run it.
 */
export interface ImportRecord {
  state: 'running' | 'done' | 'stopped';
  startedAt: string;
  /** Written every BEAT_MS while running: an older one means the import died (killed). */
  beatAt: string;
  status: DataStatus | null;
}

export const IMPORT_META_KEY = 'import';
export const BEAT_MS = 10_000;
/** A running import that has not written for this long is taken as dead. */
export const STALE_MS = 60_000;

export const IMPORT_FAILED_STATUS: DataStatus = {
  rankings: 'failed',
  missing: [],
  message: 'The College Scorecard import failed (see the server log); the previous data is kept.',
};

/** The status to report: null when all is well (health then says only "ok"). */
export const problemOf = (s: DataStatus | null): DataStatus | null =>
  s && (s.rankings !== 'ready' || s.missing.length > 0) ? s : null;

async function writeRecord(db: Db, value: ImportRecord): Promise<void> {
  await db
    .insert(scorecardMeta)
    .values({ key: IMPORT_META_KEY, value })
    .onConflictDoUpdate({ target: scorecardMeta.key, set: { value } });
}

export async function readImportRecord(db: Db): Promise<ImportRecord | null> {
  const [row] = await db
    .select({ value: scorecardMeta.value })
    .from(scorecardMeta)
    .where(eq(scorecardMeta.key, IMPORT_META_KEY));
  return (row?.value as ImportRecord | undefined) ?? null;
}

export interface ImportMarker {
  /** The import is over: `done` with its status, or `stopped` (server shutdown). */
  finish(state: 'done' | 'stopped', status: DataStatus | null): Promise<void>;
}

/**
 * Records that an import runs, and keeps saying so every BEAT_MS until `finish`. A failure to
 * write is only logged: the import itself goes on.
 */
export async function markImportRunning(db: Db, warn: (m: string) => void): Promise<ImportMarker> {
  const startedAt = new Date().toISOString();
  const safely = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (err) {
      warn(
        `scorecard import: its state could not be recorded (${err instanceof Error ? err.message : String(err)})`,
      );
    }
  };
  await safely(() =>
    writeRecord(db, { state: 'running', startedAt, beatAt: startedAt, status: null }),
  );
  const timer = setInterval(() => {
    const now = JSON.stringify(new Date().toISOString());
    void safely(() =>
      db.execute(
        sql`update scorecard_meta set value = jsonb_set(value, '{beatAt}', ${now}::jsonb)
            where key = ${IMPORT_META_KEY} and value->>'startedAt' = ${startedAt}`,
      ),
    );
  }, BEAT_MS);
  timer.unref();
  return {
    async finish(state, status) {
      clearInterval(timer);
      const at = new Date().toISOString();
      await safely(() => writeRecord(db, { state, startedAt, beatAt: at, status }));
    },
  };
}

/**
 * The rankings answer's message when no year is ranked: "being prepared" while an import runs
 * (in any process), a plain explanation when it failed, else "not imported yet". Never a
 * command: end users read it (the log tells the operator what to do).
 */
export function noRankingsMessage(record: ImportRecord | null, now = Date.now()): string {
  if (record?.state === 'running') {
    const alive = now - Date.parse(record.beatAt) < STALE_MS;
    return alive ? RANKINGS_TEXTS.preparing : RANKINGS_TEXTS.prepareFailed;
  }
  if (record?.state === 'done') {
    if (record.status?.rankings === 'failed') return RANKINGS_TEXTS.prepareFailed;
    // Ranked, but this process has not seen the new figures yet (read every 2 s at most).
    if (record.status?.rankings === 'ready') return RANKINGS_TEXTS.preparing;
  }
  return RANKINGS_TEXTS.noData;
}
