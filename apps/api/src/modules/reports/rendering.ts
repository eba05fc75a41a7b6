import { formatDate, type Language, SCENARIO_MESSAGES } from '@degreeworth/core';
import { ServiceUnavailableError } from '../../lib/errors';
import type { GenerationSource } from '../../lib/generation-cache';
import { Lru } from '../../lib/lru';
import { createWorkPool } from '../../lib/work-pool';
import type { ReportData } from './queue';
import { type ReportInput, renderScenarioPdf } from './render';

/**
 * Rendering PDF reports in this process: a cap on renders at once with a
 * bounded waiting line (503 SCENARIO_MESSAGES.pdfBusy past it), and a cache of rendered PDFs
 * keyed by everything their bytes depend on, so an unchanged report is never rendered twice.
 * One render takes ~45 ms of this thread (pdfkit is synchronous), in parts of at most ~13 ms
 * with the event loop's other work between them (render.ts); the cap keeps a burst from
 * queueing unbounded work, and the pool starts a waiting render only after the loop has read
 * the requests that arrived meanwhile (lib/work-pool.ts).
 */

/** Renders at once, and renders waiting (~1 s of work at 30–50 ms a render) before a 503. */
export const RENDER_CONCURRENCY = 2;
export const RENDER_MAX_WAITING = 20;
/** Rendered PDFs kept: ~28 KB each (four colleges), so ~14 MB when full, 32 MB at most. */
export const PDF_CACHE_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/** What tests (and only tests) change: the renderer, the clock and the bounds. */
export interface ReportRenderingOptions {
  render?: (input: ReportInput) => Promise<Buffer>;
  now?: () => Date;
  concurrency?: number;
  maxWaiting?: number;
  cache?: { maxEntries: number; maxBytes: number };
}

/** Whom a report is for: the owner's id and what the PDF prints of them. */
export interface ReportOwner {
  id: string;
  name: string | null;
  email: string;
  /** The language the PDF is written in; English when not given. */
  language?: Language;
}

/** One PDF: the key of its bytes, the date it prints and the scenario version it shows. */
export interface ReportTicket {
  key: string;
  generatedAt: Date;
  updatedAt: string;
}

export function createReportRendering(
  deps: { generation: GenerationSource },
  options: ReportRenderingOptions = {},
) {
  const render = options.render ?? renderScenarioPdf;
  const now = options.now ?? (() => new Date());
  const pool = createWorkPool({
    concurrency: options.concurrency ?? RENDER_CONCURRENCY,
    maxWaiting: options.maxWaiting ?? RENDER_MAX_WAITING,
    busy: () => new ServiceUnavailableError(SCENARIO_MESSAGES.pdfBusy),
  });
  const limits = options.cache ?? PDF_CACHE_LIMITS;
  const done = new Lru<Buffer>(limits.maxBytes, limits.maxEntries);
  const inFlight = new Map<string, Promise<Buffer>>();

  /**
   * Names the PDF of `scenario` for `owner`. The owner is part of the key, so two accounts never
   * share an entry; the rest is what changes the bytes: the scenario's version, what the PDF
   * prints of the owner, the imported data's generation (figures, names, sources) and the date
   * it prints (UTC day, core formatDate).
   */
  async function ticket(
    owner: ReportOwner,
    scenario: { id: string; updatedAt: string },
  ): Promise<ReportTicket> {
    const generatedAt = now();
    const generation = await deps.generation.current();
    const key = JSON.stringify([
      owner.id,
      owner.name,
      owner.email,
      owner.language ?? 'en',
      scenario.id,
      scenario.updatedAt,
      generation,
      formatDate(generatedAt),
    ]);
    return { key, generatedAt, updatedAt: scenario.updatedAt };
  }

  /** The ticket's PDF if it is rendered, or being rendered (then shared, not rendered twice). */
  function cached(t: ReportTicket): Promise<Buffer> | undefined {
    const pdf = done.get(t.key);
    return pdf ? Promise.resolve(pdf) : inFlight.get(t.key);
  }

  /**
   * Loads and renders the ticket's report under the cap, and keeps it when the loaded scenario
   * is still the ticket's version (an update in between is rendered for this caller only).
   */
  function renderNew(
    t: ReportTicket,
    load: () => Promise<ReportData>,
    opts: { bounded?: boolean } = {},
  ): Promise<Buffer> {
    const job = pool.run(async () => {
      const data = await load();
      const pdf = await render({ ...data, generatedAt: t.generatedAt });
      if (data.scenario.updated_at === t.updatedAt) done.set(t.key, pdf, pdf.length);
      return pdf;
    }, opts);
    inFlight.set(t.key, job);
    const forget = () => void (inFlight.get(t.key) === job && inFlight.delete(t.key));
    job.then(forget, forget);
    return job;
  }

  return {
    ticket,
    cached,
    render: renderNew,

    /** The PDF of a report job's loaded data (the mail): from the cache, else rendered. */
    async pdfOf(ownerId: string, data: ReportData, opts: { bounded: boolean }): Promise<Buffer> {
      const s = data.scenario;
      const owner = { id: ownerId, ...data.user, language: data.language };
      const t = await ticket(owner, { id: s.id, updatedAt: s.updated_at });
      return (await cached(t)) ?? (await renderNew(t, async () => data, opts));
    },
  };
}
export type ReportRendering = ReturnType<typeof createReportRendering>;
