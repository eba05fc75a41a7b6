/**
 * zod 4 probes whether it may compile its object parsers with `new Function` the first time a
 * schema parses, and the page's Content-Security-Policy (no 'unsafe-eval', plugins/security.ts)
 * refuses it: browsers report a CSP violation (Lighthouse "inspector-issues"). Jitless
 * parsing skips the probe. zod keeps its settings in `globalThis.__zod_globalConfig`, created on
 * first use if absent, so setting it here, before any page module loads (main.tsx imports this
 * first), keeps zod out of the first page; zod-jitless.test.ts holds zod to that name.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
