// The load bench's set-up (bench/load.mjs), none of it measured: a fresh PostgreSQL database,
// the students' accounts (through the API with the mailed verification link, or inserted into the
// database), their Individual Pro plan, and the real colleges the simulated users pick from.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { jsonOf } from './load-http.mjs';

/** Runs `fn` over `items` with at most `limit` at once; resolves with the results in order. */
export async function inParallel(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** `admin` (a server URL) with `database` as its path. */
export function databaseUrl(admin, database) {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin(admin, fn) {
  const client = new pg.Client({ connectionString: databaseUrl(admin, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server of `admin` (the server migrates it on start). */
export const createDatabase = (admin, name) =>
  withAdmin(admin, (c) => c.query(`CREATE DATABASE "${name}"`));

/** Drops it, ending any connection still open (PostgreSQL 13+). */
export const dropDatabase = (admin, name) =>
  withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/** A client of the server's own database (plans, the row count of the integrity check). */
export async function openDb(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Signs up `students` (`{ email, password, ip }`) through the API from their own addresses and
 * verifies them with the link the server mails to `<dataDir>/outbox` (no SMTP_URL), at most
 * `parallel` at once: what a real sign-up costs (an Argon2 hash each, a queued mail).
 */
export async function signUpThroughApi(client, dataDir, students, parallel, api) {
  await inParallel(students, parallel, async (s) => {
    const res = await client.send('POST', api('/auth/signup'), {
      ip: s.ip,
      json: {
        name: s.name,
        email: s.email,
        password: s.password,
        password_confirmation: s.password,
      },
    });
    if (res.status !== 200)
      throw new Error(`sign-up of ${s.email}: ${res.status} ${JSON.stringify(jsonOf(res))}`);
  });
  // The mails go through the outbox table and its worker: read each file once, index by address.
  const outbox = join(dataDir, 'outbox');
  const links = new Map();
  const seen = new Set();
  const wanted = new Set(students.map((s) => s.email));
  const until = Date.now() + 120_000;
  while ([...wanted].some((e) => !links.has(e))) {
    if (Date.now() > until)
      throw new Error(`verification mails missing in ${outbox} after 120 s (${links.size} found)`);
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      if (seen.has(file)) continue;
      seen.add(file);
      const mail = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = /#\/emailverify\/([^/\s"<]+)\/([^\s"<]+)/.exec(mail);
      if (link) links.set(decodeURIComponent(link[1]), decodeURIComponent(link[2]));
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await inParallel(students, parallel, async (s) => {
    const res = await client.send('POST', api('/auth/verify-email'), {
      ip: s.ip,
      json: { email: s.email, token: links.get(s.email) },
    });
    if (res.status !== 200 || !jsonOf(res)?.token)
      throw new Error(`verification of ${s.email}: ${res.status} ${JSON.stringify(jsonOf(res))}`);
  });
}

/**
 * Inserts `students` as verified accounts, each password hashed as apps/api/src/lib/passwords.ts
 * does (Argon2id, the library's defaults): the quick path when the server's DATA_DIR is unknown.
 */
export async function insertAccounts(db, students) {
  const hashes = await inParallel(students, 4, (s) => hash(s.password, { algorithm: 2 }));
  await db.query(
    `INSERT INTO users (name, email, password_hash, role, email_verified_at)
     SELECT n, e, h, 'counselor', now()
     FROM unnest($1::text[], $2::text[], $3::text[]) AS t(n, e, h)`,
    [students.map((s) => s.name), students.map((s) => s.email.toLowerCase()), hashes],
  );
}

/**
 * Gives every one of `emails` Individual Pro as `npm run plan:grant` does (its grantPlan): a
 * manual payment row of 0 USD marked succeeded, and the account's subscription_id 1 with that
 * payment's transaction id. Resolves with the number of accounts changed.
 */
export async function grantPro(db, emails) {
  const history = JSON.stringify([
    { status: 'created', source: 'create', at: new Date().toISOString() },
    { status: 'succeeded', source: 'manual', at: new Date().toISOString() },
  ]);
  const { rowCount } = await db.query(
    `WITH paid AS (
       INSERT INTO payments (provider, method, provider_id, user_id, email, amount_minor, currency,
                             status, history, plan_activated_at)
       SELECT 'manual', 'manual', gen_random_uuid()::text, id, email, 0, 'USD', 'succeeded',
              $2::jsonb, now()
       FROM users WHERE email = ANY($1::text[])
       RETURNING user_id, provider_id)
     UPDATE users SET subscription_id = 1, transaction_id = 'manual:' || paid.provider_id,
                      updated_at = now()
     FROM paid WHERE users.id = paid.user_id`,
    [emails.map((e) => e.toLowerCase()), history],
  );
  return rowCount;
}

const SEARCH_WORDS = ['university', 'college', 'state', 'technical', 'institute', 'community'];

/**
 * Real colleges of the imported data that the calculator can compute (their calculator call
 * answers 200): `{ id, name, state, cost, majors }`, plus the ids of the default ranking page and
 * search texts (the start of a college's name, as someone types it).
 */
export async function collegePool(client, api) {
  const rankings = jsonOf(await client.send('GET', api('/rankings')));
  const rankingIds = (rankings?.data ?? []).map((r) => r.university_id);
  const ids = new Set(rankingIds);
  for (const word of SEARCH_WORDS) {
    const found = jsonOf(await client.send('GET', api(`/universities/search?q=${word}`)));
    for (const r of found?.results ?? []) ids.add(r.university_id);
  }
  const colleges = (
    await inParallel([...ids], 8, async (id) => {
      const res = await client.send('GET', api(`/universities/${id}/calculator`));
      if (res.status !== 200) return null;
      const { facts, major_options: majors } = jsonOf(res);
      return {
        id,
        name: facts.name,
        state: facts.state,
        cost: facts.cost_of_attendance,
        majors: majors.filter((m) => /^\d{2}$/.test(m.id) && m.share > 0).map((m) => m.id),
      };
    })
  ).filter(Boolean);
  const searchTexts = [
    ...new Set(
      colleges.flatMap((c) => {
        const word = c.name
          .split(/\s+/)[0]
          .toLowerCase()
          .replace(/[^a-z]/g, '');
        return word.length >= 3 ? [word.slice(0, 3), word.slice(0, Math.min(word.length, 6))] : [];
      }),
    ),
  ];
  return { colleges, rankingIds, searchTexts };
}
