import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '@degreeworth/core';
import { ConfigError, invalidEnvironment } from './config-error';
import {
  PaymentEnvShape,
  paymentsConfig,
  paymentWarnings,
  publicPaymentsConfig,
  type PaymentsConfig,
} from './config-payments';
import { REPO_ROOT } from './paths';

/**
 * The only reader of process.env: the rest of the code gets its settings as arguments, so
 * tests can change them without touching the environment. Defaults let a fresh
 * clone start with no configuration at all; empty strings count as unset.
 */
const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const withDefault = (value: string) => z.preprocess(emptyAsUndefined, z.string().default(value));
const optionalUrl = (protocols: string[], label: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => protocols.some((p) => v.startsWith(p)),
        `${label} must start with ${protocols.join(' or ')}`,
      )
      .optional(),
  );

function isHttpsUrl(v: string): boolean {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Longest a ranking statement may run, ms: a ranking page takes 1–10 ms. */
export const RANKING_QUERY_TIMEOUT_MS = 5_000;

/** Most API processes WEB_CONCURRENCY may ask for. */
const MAX_WEB_CONCURRENCY = 64;

/** Shortest JWT_SECRET accepted: 256 bits, as an HS256 key may not be shorter than its hash. */
const MIN_SECRET_BYTES = 32;

const EnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: withDefault('127.0.0.1'),
  DATA_DIR: withDefault('./.data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'DATABASE_URL'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'REDIS_URL'),
  SCORECARD_DIR: optionalString,
  CPI_FILE: optionalString,
  // The Census ACS table of median earnings by state (B20004); unset: an acs_<year>_…B20004….csv
  // inside SCORECARD_DIR (or its subfolders).
  CENSUS_FILE: optionalString,
  MAJORS_DIR: optionalString,
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'SMTP_URL'),
  MAIL_FROM: withDefault('no-reply@localhost'),
  CONTACT_TO: optionalString,
  PUBLIC_URL: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => Buffer.byteLength(v, 'utf8') >= MIN_SECRET_BYTES,
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`)`,
      )
      .optional(),
  ),
  TRUST_PROXY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  // The keys behind every Google sign-in: never fetched over plain http.
  GOOGLE_JWKS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        isHttpsUrl,
        'GOOGLE_JWKS_URL must be an https:// URL (the keys that verify Google sign-in)',
      )
      .default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  GOOGLE_CLIENT_SCRIPT_URL: withDefault('https://accounts.google.com/gsi/client'),
  SALES_EMAIL: optionalString,
  SALES_PHONE: withDefault('+1 (555) 010-2025'),
  CHAT_URL: optionalString,
  SOCIAL_FACEBOOK_URL: withDefault('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: withDefault('https://www.instagram.com/'),
  SOCIAL_LINKEDIN_URL: withDefault('https://www.linkedin.com/'),
  SOCIAL_X_URL: withDefault('https://x.com/'),
  SOCIAL_YOUTUBE_URL: withDefault('https://www.youtube.com/'),
  // API processes on one port; above 1 needs DATABASE_URL and REDIS_URL.
  WEB_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(MAX_WEB_CONCURRENCY).default(1),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // 1: one log line per request (off by default: a summary per minute, slow requests, errors).
  LOG_REQUESTS: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  // How long shared caches (nginx, a CDN) keep public answers: docs/deploy.md.
  CACHE_FIGURES_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(86_400).default(300),
  ),
  CACHE_CONTENT_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(86_400).default(30),
  ),
  // The name of the deployed code (a commit); a digest of the code when unset.
  RELEASE: optionalString,
  ...PaymentEnvShape,
});

/** How long shared caches keep public answers, in seconds (plugins/http-cache.ts). */
export interface HttpCacheSettings {
  /** s-maxage of figures answers: an import shows through a shared cache within this (+2 s). */
  figuresSeconds: number;
  /** s-maxage of content answers: an admin's edit shows through a shared cache within this. */
  contentSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  usesEmbeddedDb: boolean;
  redisUrl: string | undefined;
  isRedisConfigured: boolean;
  /**
   * SCORECARD_DIR: the folders of College Scorecard files, subfolders included (the unzipped
   * download, newer releases beside it), separated by ":" as in PATH.
   */
  scorecardDirs: string[];
  /** CPI_FILE; null = the newest cpi-u-annual.csv beside (cpi/) or in the scorecard folders. */
  cpiFile: string | null;
  /** CENSUS_FILE: the ACS median earnings by state; null = the newest acs_<year>_…B20004….csv in scorecardDirs. */
  censusFile: string | null;
  majorsDir: string;
  smtpUrl: string | undefined;
  mailMode: 'smtp' | 'outbox';
  mailFrom: string;
  contactTo: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string;
  /** JWT_SECRET was unset: the key was generated into (or read from) DATA_DIR/jwt-secret. */
  jwtSecretGenerated: boolean;
  /** TRUST_PROXY: proxy hops to trust, or the proxies' addresses; false = clients connect directly. */
  trustProxy: number | string[] | false;
  logLevel: string;
  /** WEB_CONCURRENCY: API processes sharing the port (node:cluster when above 1). */
  webConcurrency: number;
  /** LOG_REQUESTS=1: Fastify's line per request; otherwise summaries (plugins/request-log.ts). */
  logRequests: boolean;
  /** Longest a ranking statement may run before the server cancels it (503), ms. Not read from
   * the environment; tests set a smaller one. */
  rankingQueryTimeoutMs: number;
  /** CACHE_FIGURES_SECONDS, CACHE_CONTENT_SECONDS: shared caches' time for public answers. */
  httpCache: HttpCacheSettings;
  /** RELEASE: the deployed code's name in ETags; undefined = a digest of the code (lib/code-release.ts). */
  release: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string; scriptUrl: string };
  /** Payment providers (config-payments.ts); null where the keys are not set. */
  payments: PaymentsConfig;
  publicConfig: PublicConfig;
}

export { ConfigError };

/** The address part of "Name <addr@host>" or the string itself. */
function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}

/**
 * The development data beside the repository: the College Scorecard institution files, and the
 * newer program-level files with the ACS and CPI tables of 2026 (the newest tables win).
 */
const DEFAULT_DATA_FOLDERS = ['../shared/data/scorecard', '../shared/data/2026'];

/**
 * SCORECARD_DIR as folders: several separated by the path delimiter (":"), as PATH lists them;
 * unset: the development copy beside the repository.
 */
function dataFolders(value: string | undefined): string[] {
  const listed = (value ?? '').split(delimiter).filter((d) => d.trim() !== '');
  if (!listed.length) return DEFAULT_DATA_FOLDERS.map((d) => join(REPO_ROOT, d));
  return listed.map((d) => resolve(d));
}

/** JWT_SECRET, else a secret generated once and kept in DATA_DIR. */
function loadJwtSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * TRUST_PROXY: behind a reverse proxy every client has the proxy's address,
 * so the per-address limits would count a whole school and the world as one. A number trusts
 * that many hops of X-Forwarded-For; a comma-separated list trusts those addresses or CIDR
 * ranges. Unset: the connection's address is the client's (direct).
 */
function parseTrustProxy(value: string | undefined): number | string[] | false {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((v) => v.trim());
  const bad = list.find((v) => !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(v));
  if (bad !== undefined)
    throw new ConfigError(
      `Invalid environment:\n  TRUST_PROXY: "${bad}" is neither a hop count nor an IP address or CIDR range`,
    );
  return list;
}

/**
 * Several API processes share what one process keeps for itself: the database (PGlite allows one
 * process per folder, decision 001) and, through Redis, the rate limits, the ranking cache and
 * the PDF report queue. Without them WEB_CONCURRENCY > 1 is refused with the reason.
 */
function checkConcurrency(
  processes: number,
  e: { DATABASE_URL?: string | undefined; REDIS_URL?: string | undefined },
): void {
  if (processes === 1) return;
  const lines: string[] = [];
  if (!e.DATABASE_URL)
    lines.push(
      `WEB_CONCURRENCY: ${processes} processes need DATABASE_URL (a PostgreSQL server): the embedded database (PGlite) allows only one process. Set DATABASE_URL, or WEB_CONCURRENCY=1`,
    );
  if (!e.REDIS_URL)
    lines.push(
      `WEB_CONCURRENCY: ${processes} processes need REDIS_URL: the rate limits, the ranking cache and the PDF report queue are shared between processes through Redis. Set REDIS_URL, or WEB_CONCURRENCY=1`,
    );
  if (lines.length) throw invalidEnvironment(lines);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw invalidEnvironment(lines);
  }
  const e = parsed.data;
  checkConcurrency(e.WEB_CONCURRENCY, e);
  const dataDir = resolve(e.DATA_DIR);
  const scorecardDirs = dataFolders(e.SCORECARD_DIR);
  const mailFromAddress = addressOf(e.MAIL_FROM);
  const salesEmail = e.SALES_EMAIL ?? e.CONTACT_TO ?? mailFromAddress;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const payments = paymentsConfig(e, publicUrl);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    usesEmbeddedDb: !e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    isRedisConfigured: Boolean(e.REDIS_URL),
    scorecardDirs,
    cpiFile: e.CPI_FILE === undefined ? null : resolve(e.CPI_FILE),
    censusFile: e.CENSUS_FILE === undefined ? null : resolve(e.CENSUS_FILE),
    majorsDir: resolve(e.MAJORS_DIR ?? join(scorecardDirs[0]!, '../majors')),
    smtpUrl: e.SMTP_URL,
    mailMode: e.SMTP_URL ? 'smtp' : 'outbox',
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO ?? mailFromAddress,
    publicUrl,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: loadJwtSecret(e.JWT_SECRET, dataDir),
    jwtSecretGenerated: !e.JWT_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    logRequests: e.LOG_REQUESTS === '1',
    rankingQueryTimeoutMs: RANKING_QUERY_TIMEOUT_MS,
    httpCache: {
      figuresSeconds: e.CACHE_FIGURES_SECONDS,
      contentSeconds: e.CACHE_CONTENT_SECONDS,
    },
    release: e.RELEASE,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      scriptUrl: e.GOOGLE_CLIENT_SCRIPT_URL,
    },
    payments,
    publicConfig: {
      salesEmail,
      salesPhone: e.SALES_PHONE,
      chatUrl: e.CHAT_URL ?? `mailto:${salesEmail}`,
      social: {
        facebook: e.SOCIAL_FACEBOOK_URL,
        instagram: e.SOCIAL_INSTAGRAM_URL,
        linkedin: e.SOCIAL_LINKEDIN_URL,
        x: e.SOCIAL_X_URL,
        youtube: e.SOCIAL_YOUTUBE_URL,
      },
      googleClientId: e.GOOGLE_CLIENT_ID ?? null,
      googleScriptUrl: e.GOOGLE_CLIENT_SCRIPT_URL,
      payments: publicPaymentsConfig(payments),
    },
  };
}

/** One line for the startup log: which database, mail mode and data folder are in use. */
export function describeConfig(c: AppConfig): string {
  const db = c.usesEmbeddedDb
    ? `embedded PostgreSQL (PGlite) in ${join(c.dataDir, 'pglite')}`
    : `PostgreSQL at ${redactUrl(c.databaseUrl!)}`;
  const mail =
    c.mailMode === 'smtp'
      ? `SMTP via ${redactUrl(c.smtpUrl!)}`
      : `outbox files in ${join(c.dataDir, 'outbox')}`;
  return `database: ${db}; mail: ${mail}; data folder: ${c.dataDir}; scorecard data: ${c.scorecardDirs.join(delimiter)}`;
}

/**
 * A PostgreSQL server can be shared by several hosts, but a key generated into one host's
 * DATA_DIR is that host's alone: sessions and one-time codes are signed and hashed with it.
 */
export const GENERATED_KEY_WARNING =
  'JWT_SECRET is not set: this host signs sessions and hashes one-time codes with the key generated in DATA_DIR/jwt-secret. Another host on the same database has a key of its own, so a session or code made on one host is refused by the other. With more than one host, set the same JWT_SECRET (at least 32 bytes) on every host.';

/**
 * Settings that start but cost something, one warning line each after describeConfig's line
 * (single.ts, primary.ts): the payment webhooks that cannot be verified, and a generated token
 * key on a database other hosts may share.
 */
export function configWarnings(c: AppConfig): string[] {
  const keyWarning = c.jwtSecretGenerated && !c.usesEmbeddedDb ? [GENERATED_KEY_WARNING] : [];
  return [...keyWarning, ...paymentWarnings(c.payments)];
}

/** Hides the password of a connection URL. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
