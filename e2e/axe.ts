import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';

/**
 * axe-core's own browser build, with no wrapper package. It is evaluated through the DevTools
 * protocol rather than added as a <script>: the server's Content-Security-Policy refuses inline
 * scripts, and the page is checked as served, its policy on.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The impacts that fail a page; minor and moderate ones do not. */
const FAILING = new Set(['serious', 'critical']);

/** One violation as a reader fixes it: rule, impact, help, link, and each node's target and summary. */
export function describeViolation(v: Result): string {
  const nodes = v.nodes.map(
    (n) =>
      `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ` +
      (n.failureSummary ?? '').replace(/\n/g, '\n      '),
  );
  return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
}

/** Runs axe-core on the whole document with its default rules (WCAG 2.x A/AA and best practices). */
export async function runAxe(page: Page): Promise<AxeResults> {
  // A colour halfway through a CSS transition (a button just tapped, fading to its hover
  // colour) or an entrance animation (a toast fading in) is no colour a reader is left with:
  // let running transitions and finite animations end first, or axe measures the contrast of a
  // passing frame. Long ones (a toast's countdown bar) are not waited for past a second.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter(
        (a) =>
          a instanceof CSSTransition ||
          (a instanceof CSSAnimation && a.effect?.getComputedTiming().endTime !== Infinity),
      )
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
  });
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof Axe }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
}

/**
 * Fails on any serious or critical violation, listing each (rule id, impact, help, target
 * nodes) in the failure message. `label` names the page in that message.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await runAxe(page);
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
  const message =
    `${label}: ${failing.length} serious or critical accessibility violation(s)\n\n` +
    failing.map(describeViolation).join('\n\n');
  expect(failing.length, message).toBe(0);
}
