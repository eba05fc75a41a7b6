import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCENARIO_MESSAGES, type ScenarioInput } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { scenarioInput } from '../../../test/sample-scenario';
import { buildImportedTestApp, queryRows } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';
import { type ReportInput, renderScenarioPdf } from './render';
import { MAIL_LIMIT, RENDER_LIMIT } from './service';
import { headerOf, partOf, popplerOf } from './testing';

const payload = (name: string, grants = 5_000): ScenarioInput => scenarioInput(name, { grants });

type Who = Record<string, string>;

describe('PDF rendering: a cache of rendered PDFs, a per-account limit and a render cap', () => {
  let t: TestContext;
  /** The renders that really happened (the app's renderer, counted). */
  const renders: ReportInput[] = [];
  /** While set, renders wait for it: the render slots stay taken. */
  let gate: Promise<void> | null = null;
  let clock = new Date('2026-03-02T15:00:00Z');

  const pro = async (email: string, name = 'Pat Pro') => {
    const who = bearer(await signUpVerified(t, email, 'pass-1234', name));
    expect(await grantPlan(t.database.db, email)).toBe(true);
    return who;
  };
  const save = async (who: Who, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenario',
      headers: who,
      payload: payload(name),
    });
    expect(res.statusCode).toBe(201);
    return res.json().scenario.id as string;
  };
  const update = async (who: Who, id: string, name: string, grants?: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/scenario/${id}`,
      headers: who,
      payload: payload(name, grants),
    });
    expect(res.statusCode).toBe(200);
  };
  const download = (who: Who, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/scenario/${id}/pdf`, headers: who });
  const mail = (who: Who, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/scenario/${id}/pdf/email`, headers: who });

  beforeAll(async () => {
    t = await buildImportedTestApp(
      {},
      {
        reports: {
          render: async (input) => {
            renders.push(input);
            await gate;
            return renderScenarioPdf(input);
          },
          now: () => clock,
          // One render at once and one waiting, so the busy answer is reached with three.
          concurrency: 1,
          maxWaiting: 1,
        },
      },
    );
  }, 300_000);
  afterAll(() => t?.close());

  it('serves a second download of an unchanged scenario from the cache, without rendering again', async () => {
    const a = await pro('cache-a@example.com');
    const id = await save(a, 'Alabama or MIT');
    const before = renders.length;
    const first = await download(a, id);
    expect(first.statusCode).toBe(200);
    expect(renders.length).toBe(before + 1);
    const second = await download(a, id);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-disposition']).toBe(
      'inline; filename="degreeworth-alabama-or-mit.pdf"',
    );
    expect(renders.length).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Mailing the same report attaches the cached bytes: no render either.
    expect((await mail(a, id)).statusCode).toBe(202);
    expect(renders.length).toBe(before + 1);
    // The raw message (lastMailTo decodes quoted-printable, which would spoil the base64).
    const raw = t.outbox().at(-1)!;
    expect(headerOf(raw, 'To')).toBe('cache-a@example.com');
    const attached = partOf(raw, 'application/pdf')!.body;
    expect(attached.equals(first.rawPayload)).toBe(true);
  });

  it('renders a new PDF after the scenario is updated, and it shows the change', async () => {
    const a = await pro('update-a@example.com');
    const id = await save(a, 'Before the update');
    const before = await download(a, id);
    const count = renders.length;
    await update(a, id, 'After the update');
    const after = await download(a, id);
    expect(after.statusCode).toBe(200);
    expect(renders.length).toBe(count + 1);
    expect(after.headers['content-disposition']).toBe(
      'inline; filename="degreeworth-after-the-update.pdf"',
    );
    expect(popplerOf(after.rawPayload).flat).toContain('After the update');
    expect(popplerOf(before.rawPayload).flat).toContain('Before the update');
  });

  it('renders anew on the next day, so the PDF prints the date it is downloaded on', async () => {
    const a = await pro('date-a@example.com', 'Dana Date');
    const id = await save(a, 'Dated');
    await download(a, id);
    const count = renders.length;
    clock = new Date('2026-03-03T09:00:00Z');
    try {
      const next = await download(a, id);
      expect(renders.length).toBe(count + 1);
      expect(popplerOf(next.rawPayload).flat).toContain('Prepared for Dana Date on March 3, 2026');
    } finally {
      clock = new Date('2026-03-02T15:00:00Z');
    }
  });

  it('renders anew after a data import (a new generation of the figures)', async () => {
    const a = await pro('import-a@example.com');
    const id = await save(a, 'Before an import');
    await download(a, id);
    const count = renders.length;
    expect((await download(a, id)).statusCode).toBe(200);
    expect(renders.length).toBe(count);
    // What the importer does when it recomputes the figures: a new generation.
    await queryRows(
      t.database,
      `update scorecard_meta set value = jsonb_set(value, '{computedAt}', '"2099-01-01T00:00:00.000Z"') where key = 'rankings'`,
    );
    // The app reads the generation again within 2 s (lib/generation-cache.ts).
    await vi.waitFor(
      async () => {
        expect((await download(a, id)).statusCode).toBe(200);
        expect(renders.length).toBe(count + 1);
      },
      { timeout: 10_000, interval: 250 },
    );
  });

  it("never serves another account's cached PDF: 404 before the cache, and nothing rendered", async () => {
    const owner = await pro('owner@example.com');
    const other = await pro('other@example.com');
    const id = await save(owner, 'Mine only');
    expect((await download(owner, id)).statusCode).toBe(200);
    const count = renders.length;
    for (const res of [await download(other, id), await mail(other, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SCENARIO_MESSAGES.notFound);
    }
    expect(renders.length).toBe(count);
  });

  it(`renders at most ${RENDER_LIMIT.max} PDFs an hour per account (429 saying when to try again), but still serves cached ones`, async () => {
    const c = await pro('limit-c@example.com');
    const id = await save(c, 'Version 0');
    for (let i = 1; i <= RENDER_LIMIT.max; i++) {
      await update(c, id, 'Limited', 1_000 + i);
      expect((await download(c, id)).statusCode).toBe(200);
    }
    const count = renders.length;
    // The last version is cached: downloading it again is not refused.
    expect((await download(c, id)).statusCode).toBe(200);
    await update(c, id, 'One version too many');
    const refused = await download(c, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'You have reached the hourly limit of PDF reports. Please wait 60 minutes and try again.',
    });
    expect(renders.length).toBe(count);
    // Another account is not affected.
    const d = await pro('limit-d@example.com');
    expect((await download(d, await save(d, 'Unaffected'))).statusCode).toBe(200);
  });

  it(`mails at most ${MAIL_LIMIT.max} reports an hour per account, with its own 429 message`, async () => {
    const m = await pro('mail-m@example.com');
    const id = await save(m, 'Mailed');
    for (let i = 0; i < MAIL_LIMIT.max; i++) expect((await mail(m, id)).statusCode).toBe(202);
    const refused = await mail(m, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have reached the hourly limit of report e-mails. Please wait 60 minutes and try again.',
    );
  });

  it('answers 503 "busy, try again" when every render slot and waiting place is taken, then serves again', async () => {
    const b = await pro('busy-b@example.com');
    const ids = [await save(b, 'One'), await save(b, 'Two'), await save(b, 'Three')];
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const count = renders.length;
    const pending = ids.map((id) => download(b, id));
    const busy = { statusCode: 503, message: SCENARIO_MESSAGES.pdfBusy };
    // Two of the three hold the one slot and the one waiting place; the third is refused.
    const refusedFirst = await Promise.race(pending.map((p, i) => p.then(() => i)));
    const refused = await pending[refusedFirst]!;
    expect({ statusCode: refused.statusCode, message: refused.json().message }).toEqual(busy);
    // Mailing renders too (inline without REDIS_URL): refused the same way, nothing mailed.
    const outbox = t.outbox().length;
    const mailed = await mail(b, ids[refusedFirst]!);
    expect({ statusCode: mailed.statusCode, message: mailed.json().message }).toEqual(busy);
    expect(t.outbox().length).toBe(outbox);
    // The slot's holder reaches the renderer after its ownership query and the pool's hand-over,
    // which may come after the refusals were answered: wait for it, then it alone has rendered.
    await expect.poll(() => renders.length).toBe(count + 1);
    gate = null;
    open();
    const served = await Promise.all(pending.filter((_, i) => i !== refusedFirst));
    expect(served.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await download(b, ids[refusedFirst]!)).statusCode).toBe(200);
  });
});
