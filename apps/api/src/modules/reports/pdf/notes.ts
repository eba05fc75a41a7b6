import { flagWords } from '@degreeworth/core';
import { COLORS, CONTENT, type PdfWriter } from './layout';
import type { CollegeView, ReportModel } from './model';

/**
 * "Notes on the figures": each flag of the results once, in the results page's words (core's
 * flagWords in the scenario context), with the colleges it applies to, a dot in each one's colour.
 */
const SIZE = 8.5;
const APPLIES = { size: 7.5, color: COLORS.muted } as const;
const APPLIES_HEIGHT = 12;

interface Note {
  title: string;
  detail: string;
  colleges: CollegeView[];
}

function notesOf(m: ReportModel): Note[] {
  const codes = [...new Set(m.colleges.flatMap((c) => c.result.flags))];
  return codes.map((code) => ({
    ...flagWords(code, 'scenario', m.language),
    colleges: m.colleges.filter((c) => c.result.flags.includes(code)),
  }));
}

/** Points the notes take, heading included. */
export function notesHeight(w: PdfWriter, m: ReportModel): number {
  const notes = notesOf(m);
  if (notes.length === 0) return 28 + w.measure(m.words.noNotes, CONTENT.width);
  return 28 + notes.reduce((h, n) => h + noteHeight(w, n), 0);
}

function noteHeight(w: PdfWriter, n: Note): number {
  return w.bulletHeight(n.detail, `${n.title}.`, SIZE) + APPLIES_HEIGHT;
}

function appliesTo(w: PdfWriter, colleges: CollegeView[], label: string): void {
  let x = CONTENT.left + 12;
  w.text(label, x, w.y, 80, APPLIES);
  x += w.widthOf(label, APPLIES) + 6;
  for (const c of colleges) {
    const width = Math.min(w.widthOf(c.name, APPLIES), CONTENT.right - x - 10);
    if (width < 40) break;
    w.doc.circle(x + 2.5, w.y + 3.8, 2.2).fill(c.color);
    w.text(c.name, x + 7, w.y, width + 1, { size: 7.5, oneLine: true });
    x += width + 16;
  }
  w.y += APPLIES_HEIGHT;
}

export function drawNotes(w: PdfWriter, m: ReportModel): void {
  w.heading(m.words.notesHeading, 40);
  const notes = notesOf(m);
  if (notes.length === 0) w.block(m.words.noNotes, { color: COLORS.muted });
  for (const n of notes) {
    w.ensure(noteHeight(w, n));
    w.bullet(n.detail, COLORS.brand, `${n.title}.`, SIZE);
    appliesTo(w, n.colleges, m.words.appliesTo);
  }
  w.y += 6;
}
