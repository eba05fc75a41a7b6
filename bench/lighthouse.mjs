// Lighthouse on the built product: the four category scores (performance,
// accessibility, best-practices, seo) of the home page, the rankings, a college page and the
// calculator, for a visitor, on Lighthouse's phone profile (its default: a mid-range phone on a
// slow 4G link, simulated) and its desktop profile. Goal: ≥ 95 in every category of every row.
//
//   npm run build && node bench/lighthouse.mjs [--form-factor mobile|desktop|both (default both)]
//                                              [--data-dir <DATA_DIR, default: a kept temp folder>]
//                                              [--runs <n, default 1: the median of n runs>]
//                                              [--out <folder for each run's JSON report>]
//
// The script starts the built server itself (embedded database, the data folder kept between
// runs, so only the first run imports the data, about a minute), picks the first college of the
// visitor's rankings answer, and runs Lighthouse (the npm package) in Debian's Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH) through chrome-launcher, headless, with the flags of
// e2e/chromium.mjs; each page in a fresh Chromium (empty cache). Prints each run's scores, then a
// Markdown table and, under it, the audits that cost points on each missed row.
// Exit code 1 when any score is under the goal.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { median, option, startServer, stop } from './lib/harness.mjs';

const GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const formFactor = option('form-factor', 'both');
const runs = Number(option('runs', 1));
const dataDir = option('data-dir', join(tmpdir(), 'dw-bench-lighthouse'));
const out = option('out', null);
if (out) mkdirSync(out, { recursive: true });
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const PROFILES = { mobile: undefined, desktop: desktopConfig };
const profiles = formFactor === 'both' ? ['mobile', 'desktop'] : [formFactor];
if (!profiles.every((p) => p in PROFILES)) throw new Error(`unknown --form-factor ${formFactor}`);

console.log(`starting DegreeWorth (DATA_DIR=${dataDir})…`);
const app = await startServer({ DATA_DIR: dataDir });
const visitorPage = await (await fetch(`${app.base}/api/v1/rankings?year=&page=1`)).json();
const college = visitorPage.data?.[0];
if (!college) throw new Error('the visitor rankings answer lists no college: no data imported?');

const PAGES = [
  { title: 'home', path: '/#/' },
  { title: 'rankings (visitor)', path: '/#/rankings' },
  { title: `college page (${college.name})`, path: `/#/rankings/college/${college.university_id}` },
  { title: 'calculator (visitor)', path: '/#/collegeSelection' },
];

/**
 * One Lighthouse run of `url` in a fresh headless Chromium; returns its report (lhr). A run
 * whose trace broke (Lighthouse's runtimeError, e.g. NO_NAVSTART on a busy machine) is retried
 * up to twice.
 */
async function audit(url, profile, attempt = 1) {
  try {
    return await auditOnce(url, profile);
  } catch (error) {
    if (attempt >= 3 || !error.runtimeError) throw error;
    console.log(`  ${error.message}: running it again`);
    return audit(url, profile, attempt + 1);
  }
}

async function auditOnce(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      PROFILES[profile],
    );
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw Object.assign(new Error(`${url}: ${runtimeError.code}`), { runtimeError });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost points in a category: failing ones of weight > 0, worst first. */
function costlyAudits(lhr, id) {
  return lhr.categories[id].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(({ audit }) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? item.description)
        .filter(Boolean);
      return `\`${audit.id}\` ${Math.round(audit.score * 100)}${value}: ${audit.title}${
        items.length ? ` [${items.join('; ')}]` : ''
      }`;
    });
}

const rows = [];
for (const profile of profiles) {
  for (const page of PAGES) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(app.base + page.path, profile);
      reports.push(lhr);
      const slug = `${profile}-${page.title.split(' ')[0]}-${i + 1}`;
      if (out) writeFileSync(join(out, `${slug}.json`), JSON.stringify(lhr));
      console.log(
        `${profile.padEnd(7)} ${page.title.padEnd(56)} ` +
          CATEGORIES.map((id) => `${id} ${score(lhr, id)}`).join('  '),
      );
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(reports.map((lhr) => score(lhr, id)))]),
    );
    // The audits of the run closest to the median performance (the others for the rest).
    const typical = reports.find((lhr) => score(lhr, 'performance') === scores.performance);
    rows.push({ title: `${page.title}, ${profile}`, scores, lhr: typical });
  }
}
await stop(app.child);

const mark = (value) => (value >= GOAL ? String(value) : `**${value}** (missed)`);
console.log(
  `\nLighthouse ${rows[0].lhr.lighthouseVersion}, ${rows[0].lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}` +
    `, machine benchmark index ${Math.round(rows[0].lhr.environment.benchmarkIndex)}` +
    `${runs > 1 ? `, median of ${runs} runs` : ''}; goal ≥ ${GOAL} in each category\n`,
);
console.log(`| page | ${CATEGORIES.join(' | ')} |`);
console.log(`|---|${CATEGORIES.map(() => '---').join('|')}|`);
for (const row of rows)
  console.log(`| ${row.title} | ${CATEGORIES.map((id) => mark(row.scores[id])).join(' | ')} |`);

let missed = 0;
for (const row of rows) {
  for (const id of CATEGORIES) {
    if (row.scores[id] >= GOAL) continue;
    missed++;
    console.log(`\n${row.title}: ${id} ${row.scores[id]}`);
    for (const line of costlyAudits(row.lhr, id)) console.log(`- ${line}`);
  }
}
console.log(missed ? `\n${missed} score(s) under ${GOAL}` : `\nevery score ≥ ${GOAL}`);
process.exitCode = missed ? 1 : 0;
