// First-page JavaScript budget: the JavaScript a visitor's browser really
// loads for the home page (/#/), measured from the built web app. Goal: ≤ 150 kB of gzip
// (kB = 1,000 bytes, as Vite prints them). A couple of other routes are measured too, for
// information only.
//
//   npm run build -w @degreeworth/web && node bench/bundle.mjs [--dist <dir>] [--routes /a,/b]
//                                                                [--settle <ms, default 2500>]
//
// How: a small node:http server serves apps/web/dist the way the API does (index.html through the
// API's renderIndexHtml with its default public configuration, the hashed assets as files)
// and answers the API calls a visitor's page makes with empty but valid answers (GET /content/{page}:
// today's default texts; GET /testimonials: none) and anything else with the API's JSON 404, so
// every page renders its no-data state. Debian's Chromium (through playwright-core) opens each
// route in a fresh context (empty cache), waits until the network is idle, then waits again
// (the home page asks for its testimonials once the browser is idle) and lists every .js file it
// loaded. Sizes come from the files on disk: raw, gzip (the build's .gz sibling, else zlib level 9)
// and brotli (the .br sibling, else zlib quality 11). The script also checks that the page
// rendered (its <h1>) without console errors other than failed /api calls.
// Exit code 1 when the home page misses the goal or does not render.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const GOAL_GZIP_BYTES = 150_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const dist = option('dist', join(root, 'apps/web/dist'));
const settleMs = Number(option('settle', 2500));
const otherRoutes = option('routes', '/rankings,/collegeSelection').split(',').filter(Boolean);

const core = await tsImport('../packages/core/src/index.ts', import.meta.url);

const { loadConfig } = await tsImport('../apps/api/src/config.ts', import.meta.url);
const { renderIndexHtml } = await tsImport(
  '../apps/api/src/plugins/static-web.ts',
  import.meta.url,
);
/** What the API embeds with no optional service configured (its config defaults). */
const PUBLIC_CONFIG = loadConfig({}).publicConfig;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Empty but valid answers for the public calls; everything else is the API's JSON 404. */
function apiAnswer(path) {
  const content = /^\/api\/v1\/content\/([a-z]+)$/.exec(path);
  if (content && core.isPageKey(content[1])) {
    const page = content[1];
    return [200, { page, content: core.pageContentDefaults(page), image: null, updated_at: null }];
  }
  if (path === '/api/v1/testimonials') return [200, { testimonials: [] }];
  const message = `No route matches GET ${path}.`;
  return [404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message }];
}

function startServer() {
  const indexHtml = renderIndexHtml(readFileSync(join(dist, 'index.html'), 'utf8'), PUBLIC_CONFIG);
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.startsWith('/api/')) {
      const [status, body] = apiAnswer(path);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    const file = normalize(join(dist, path));
    if (path === '/' || !file.startsWith(dist + sep) || !existsSync(file)) {
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(indexHtml);
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Raw, gzip and brotli bytes of one built file: the precompressed siblings when present. */
function sizesOf(file) {
  const raw = readFileSync(file);
  const sibling = (ext, compress) =>
    existsSync(`${file}${ext}`) ? readFileSync(`${file}${ext}`).length : compress(raw).length;
  return {
    raw: raw.length,
    gzip: sibling('.gz', (b) => gzipSync(b, { level: 9 })),
    brotli: sibling('.br', (b) =>
      brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
    precompressed: existsSync(`${file}.gz`) && existsSync(`${file}.br`),
  };
}

/** Opens `route` in a fresh context; the .js files loaded, the page's h1 and its console errors. */
async function visit(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  const errors = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 404 of an /api call is the no-data state this bench asks for.
    const source = message.location().url ?? '';
    if (/Failed to load resource/.test(message.text()) && source.includes('/api/')) return;
    errors.push(message.text());
  });
  await page.goto(`${origin}/#${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  const h1 = page.locator('h1').first();
  const heading = (await h1.count()) ? (await h1.innerText()).trim() : null;
  await context.close();
  return { scripts: [...scripts].sort(), heading, errors };
}

const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(8);

function report(route, { scripts, heading, errors }) {
  console.log(`\n/#${route}  (h1: ${heading === null ? 'none' : JSON.stringify(heading)})`);
  console.log(
    `${'file'.padEnd(52)}${'raw kB'.padStart(9)}${'gzip kB'.padStart(9)}${'br kB'.padStart(9)}`,
  );
  const total = { raw: 0, gzip: 0, brotli: 0 };
  let allPrecompressed = true;
  for (const path of scripts) {
    const sizes = sizesOf(join(dist, path));
    allPrecompressed &&= sizes.precompressed;
    for (const key of Object.keys(total)) total[key] += sizes[key];
    console.log(
      `${path.slice(1).padEnd(52)} ${kB(sizes.raw)} ${kB(sizes.gzip)} ${kB(sizes.brotli)}`,
    );
  }
  console.log(
    `${`total (${scripts.length} files)`.padEnd(52)} ${kB(total.raw)} ${kB(total.gzip)} ${kB(total.brotli)}`,
  );
  if (!allPrecompressed)
    console.log('(some files have no .gz/.br sibling: sizes computed with zlib)');
  for (const error of errors) console.log(`console error: ${error}`);
  return total;
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build -w @degreeworth/web first.`);
  process.exit(1);
}
const server = await startServer();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const home = await visit(browser, origin, '/');
  const total = report('/', home);
  const rendered = home.heading !== null && home.errors.length === 0;
  const meets = total.gzip <= GOAL_GZIP_BYTES;
  console.log(
    `home page: ${kB(total.gzip).trim()} kB gzip of JavaScript, goal ≤ ${GOAL_GZIP_BYTES / 1000} kB: ` +
      `${meets ? 'meets goal' : 'missed'}${rendered ? '' : ' (the page did not render cleanly)'}`,
  );
  for (const route of otherRoutes) report(route, await visit(browser, origin, route));
  console.log('\n(other routes for information; no goal)');
  if (!meets || !rendered) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
