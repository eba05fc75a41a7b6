// Debian's Chromium and the flags that work on these machines, in one place for the
// browser tests (playwright.config.ts) and the browser benches (bench/bundle.mjs,
// bench/lighthouse.mjs). No browser is ever downloaded.

/** The browser: /usr/bin/chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a sandbox-less, GPU-less, quiet run (headless mode is each tool's own option). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
