// The load bench's set-up (bench/load.mjs), none of it measured: a fresh PostgreSQL database,
// the students' accounts (through the API with the mailed verification link, or inserted into the
// database), their Individual Pro plan, the real colleges the simulated users pick from, the links
// the server mails (also for the schools' set-up, load-institutes.mjs), and the check that the
// server tells the simulated people's addresses apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Per outbox folder: the files read so far and the links found in them. */
const outboxes = new Map();

/** A mail file's text with its quoted-printable soft breaks and escapes undone. */
const decodedMail = (text) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The tokens of the app links `#/{route}/…` the server mailed to `emails` (written to
 * `<dataDir>/outbox` when there is no SMTP_URL): a Map of address (lower-case) to token. Links
 * name the address and the token in either order (`/emailverify/{mail}/{token}`,
 * `/confirm-subscription/{token}/{mail}`); the part with an @ is the address. The mails go
 * through the outbox table and its worker, so this waits for them (up to `timeoutMs`); each file
 * is read once per run.
 */
export async function mailedLinks(dataDir, route, emails, { timeoutMs = 120_000 } = {}) {
  const dir = join(dataDir, 'outbox');
  let box = outboxes.get(dir);
  if (!box) outboxes.set(dir, (box = { seen: new Set(), links: new Map() }));
  const wanted = emails.map((e) => e.toLowerCase());
  const until = Date.now() + timeoutMs;
  const missing = () => wanted.filter((e) => !box.links.has(`${route}|${e}`));
  while (missing().length) {
    if (Date.now() > until)
      throw new Error(
        `${missing().length} of ${wanted.length} "${route}" mails missing in ${dir} after ` +
          `${timeoutMs / 1000} s (${missing().slice(0, 3).join(', ')}…)`,
      );
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      if (box.seen.has(file)) continue;
      const path = join(dir, file);
      const raw = readFileSync(path, 'utf8');
      // The server may still be writing it: a mail ends with its closing MIME boundary ("--");
      // one that does not yet is read again next time (unless it has stayed so for a while).
      if (!/--\s*$/.test(raw) && Date.now() - statSync(path).mtimeMs < 10_000) continue;
      box.seen.add(file);
      const mail = decodedMail(raw);
      for (const [, kind, a, b] of mail.matchAll(/#\/([\w-]+)\/([^/\s"<>]+)\/([^/\s"<>]+)/g)) {
        const [first, second] = [a, b].map(decodeURIComponent);
        const [email, token] = first.includes('@') ? [first, second] : [second, first];
        box.links.set(`${kind}|${email.toLowerCase()}`, token);
      }
    }
    if (missing().length) await new Promise((r) => setTimeout(r, 250));
  }
  return new Map(wanted.map((e) => [e, box.links.get(`${route}|${e}`)]));
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
  const links = await mailedLinks(
    dataDir,
    'emailverify',
    students.map((s) => s.email),
  );
  await inParallel(students, parallel, async (s) => {
    const res = await client.send('POST', api('/auth/verify-email'), {
      ip: s.ip,
      json: { email: s.email, token: links.get(s.email.toLowerCase()) },
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

/** Wrong invite links the institute set-password call takes from one address (its limit). */
const SET_PASSWORD_FAILURES_PER_ADDRESS = 30;

/**
 * Checks that the server tells the simulated people apart by the X-Forwarded-For address the
 * bench sends (TRUST_PROXY right for the hops in front of it): from address `a`, one more wrong
 * invite link than the institute set-password call allows per address (each for a made-up
 * account, so only the address rule can refuse), then one from `b`. `a`'s last must be 429 and
 * `b`'s 400: if the server took the connection's address, or nginx's, as the client's, `b`
 * would share `a`'s count and be refused too, and so would every simulated person behind it.
 * Cheap: an unknown account is refused before any password is hashed.
 */
export async function checkClientAddresses(client, api, [a, b], runId) {
  const attempt = (ip, i) =>
    client.send('POST', api('/set-password-insitute'), {
      ip,
      json: {
        email: `address-check-${runId}-${i}@example.com`,
        dummyPassword: 'not-a-real-invite',
        password: 'address check password 1',
        password_confirmation: 'address check password 1',
      },
    });
  let last;
  for (let i = 0; i <= SET_PASSWORD_FAILURES_PER_ADDRESS; i++) last = await attempt(a, i);
  const other = await attempt(b, SET_PASSWORD_FAILURES_PER_ADDRESS + 1);
  if (last.status !== 429 || other.status !== 400)
    throw new Error(
      `the server does not tell the bench's addresses apart: after ` +
        `${SET_PASSWORD_FAILURES_PER_ADDRESS + 1} wrong invite links from ${a} it answered ` +
        `${last.status} (429 expected), and ${other.status} (400 expected) to the first from ${b}; ` +
        `check TRUST_PROXY (the number of proxies in front of the server, counting the bench's ` +
        `own X-Forwarded-For as one)`,
    );
}
