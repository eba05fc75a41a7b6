import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportLogger } from './queue';

/** Test helpers of the reports module (its *.test.ts files only). */

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

/** A logger that keeps its lines; typed for the mailer too (it only calls info). */
export function memoryLogger(): ReportLogger & FastifyBaseLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const keep = (level: LogLine['level']) => (obj: object, msg: string) =>
    void lines.push({ level, obj, msg });
  const logger = { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
  return logger as unknown as ReportLogger & FastifyBaseLogger & { lines: LogLine[] };
}

/** Runs poppler's pdftotext, pdfinfo and pdfimages on a PDF written to a temporary folder. */
export function popplerOf(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'dw-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  try {
    const text = run('pdftotext', '-enc', 'UTF-8');
    const info = run('pdfinfo');
    const images = run('pdfimages', '-list');
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    return { text, flat: text.replace(/\s+/g, ' '), info, images, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The unfolded value of a header of a raw RFC 822 message. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The first MIME part whose Content-Type starts with `type`: its headers and decoded bytes. */
export function partOf(raw: string, type: string): { headers: string; body: Buffer } | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  for (const part of parts) {
    const [headers, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!headers || !new RegExp(`^content-type:\\s*${type}`, 'im').test(headers)) continue;
    const body = rest.join('\n\n');
    const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
    return {
      headers: headers.replace(/\r?\n[ \t]+/g, ' '),
      body: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body),
    };
  }
  return undefined;
}
