import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, formatDate } from '@degreeworth/core';
import { breathe } from '../../lib/turns';
import { drawCharts } from './pdf/charts';
import { drawCover } from './pdf/cover';
import { pdfSafe } from './pdf/format';
import { drawInputs } from './pdf/inputs';
import { CONTENT, drawFooters, PdfWriter } from './pdf/layout';
import { type ReportInput, reportModel } from './pdf/model';
import { drawNotes, notesHeight } from './pdf/notes';
import { drawResults } from './pdf/results';
import { drawSources } from './pdf/sources';

export type { ReportInput } from './pdf/model';

/**
 * The PDF report of a saved scenario, rendered with pdfkit and the built-in
 * Helvetica fonts: (1) summary cards, (2) results table, (3) vector charts, (4) inputs,
 * assumptions and flags, (5) sources and method; "Page n of N" on every page. Pure: no
 * database and no network; the same input renders the same document.
 *
 * pdfkit draws synchronously, about 45 ms for four colleges, and no request of this process
 * is read meanwhile. So the render lets the event loop take its other work between two parts
 * (none takes more than about 13 ms): under load, other answers wait for a part, not a PDF.
 */
export async function renderScenarioPdf(input: ReportInput): Promise<Buffer> {
  const model = reportModel(input);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: model.language === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    info: {
      Title: pdfSafe(model.words.docTitle(model.title)),
      Author: PRODUCT_NAME,
      Subject: pdfSafe(model.words.preparedFor(model.student)),
      Creator: PRODUCT_NAME,
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new PdfWriter(doc, model.title);
  drawCover(w, model);
  await breathe();
  drawResults(w, model);
  await breathe();
  drawCharts(w, model);
  drawInputs(w, model);
  // The notes follow the inputs when they fit there, else they open the last page.
  const notesFit = w.y + notesHeight(w, model) <= CONTENT.bottom;
  if (notesFit) drawNotes(w, model);
  await breathe();
  drawSources(w, model, !notesFit);
  await breathe();
  drawFooters(
    w,
    model.words.footer(model.title, formatDate(input.generatedAt, model.language)),
    model.words.page,
  );
  doc.end();
  return await done;
}
