import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What a log may say about a failed query: the SQLSTATE and the names of the
 * constraint, table and column, plus where in our code it failed. Never the message, detail,
 * hint, SQL or parameters: drizzle's message is "Failed query: <sql> params: <values>" (hashes,
 * codes, addresses), PostgreSQL's own messages quote values ('invalid input syntax for type
 * integer: "…"') and its detail prints them ("Failing row contains (…)", "Key (email)=(…)").
 * PGlite and node-postgres raise the same shape: a DrizzleQueryError whose cause holds the
 * server's fields.
 */
export interface DatabaseErrorSummary {
  type: 'DatabaseError';
  /** SQLSTATE (23505, 22P02…), or the driver's code (ECONNREFUSED) when the server never answered. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames only: its first lines repeat the message. */
  stack?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ServerErrorFields {
  code: string;
  severity: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

function isServerError(e: object): e is ServerErrorFields {
  const { code, severity } = e as Partial<Record<'code' | 'severity', unknown>>;
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

const nameOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function framesOf(err: unknown): string | undefined {
  const stack = err instanceof Error ? err.stack : undefined;
  const frames = stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames?.length ? frames.join('\n') : undefined;
}

/** Errors of `err`'s cause chain, outermost first (at most a few: chains are short). */
function chainOf(err: unknown): object[] {
  const chain: object[] = [];
  for (let e = err; e instanceof Object && chain.length < 8; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

/** The loggable part of `err` when it is (or wraps) a database error, else null. */
export function databaseErrorOf(err: unknown): DatabaseErrorSummary | null {
  const chain = chainOf(err);
  const server = chain.find(isServerError);
  const wrapped = chain.some((e) => e instanceof DrizzleQueryError);
  if (!server && !wrapped) return null;
  const driverCode = chain
    .map((e) => (e as { code?: unknown }).code)
    .find((c): c is string => typeof c === 'string');
  return {
    type: 'DatabaseError',
    code: server?.code ?? driverCode ?? 'UNKNOWN',
    constraint: nameOf(server?.constraint),
    table: nameOf(server?.table),
    column: nameOf(server?.column),
    stack: framesOf(err),
  };
}
