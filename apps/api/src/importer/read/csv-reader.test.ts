import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../../packages/core/src/random.test-helper';
import { CsvSyntaxError, streamCsv } from './csv-reader';

/**
 * The reader against csv-parse, the reference RFC 4180 parser: for random files (quoted
 * fields with commas, doubled quotes and line breaks, empty fields and lines, CRLF, CR or LF,
 * a byte-order mark, multi-byte characters, short and long records) read a few bytes at a
 * time, the wanted columns of every record are the ones csv-parse gives.
 */
const dir = mkdtempSync(join(tmpdir(), 'dw-csv-reader-'));
let files = 0;
const write = (content: string | Buffer) => {
  const path = join(dir, `f${files++}.csv`);
  writeFileSync(path, content);
  return path;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Read {
  header: string[];
  records: { fields: (string | undefined)[]; width: number; n: number }[];
}

async function readWith(path: string, wanted: (names: string[]) => number[], chunk?: number) {
  const out: Read = { header: [], records: [] };
  await streamCsv(
    path,
    {
      onHeader: (h) => {
        out.header = h.names;
        return wanted(h.names);
      },
      onRecord: (fields, width, n) => out.records.push({ fields: [...fields], width, n }),
    },
    chunk,
  );
  return out;
}

const reference = (text: string | Buffer): string[][] =>
  parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });

const PIECES = ['', 'a', 'NULL', '12.5', 'é ü', '名前', ' sp ', 'x'.repeat(40)];
const QUOTED = ['a,b', 'say ""hi""', 'two\nlines', 'cr\r\nlf', '', ',', '""'];

function randomFile(r: () => number): { text: string; eol: string } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const eol = pick(['\n', '\r\n', '\r']);
  const width = 1 + Math.floor(r() * 12);
  const lines: string[] = [];
  lines.push(Array.from({ length: width }, (_, i) => `C${i}`).join(','));
  const rows = Math.floor(r() * 30);
  for (let i = 0; i < rows; i++) {
    if (r() < 0.05) {
      lines.push(''); // an empty line
      continue;
    }
    const w = r() < 0.1 ? 1 + Math.floor(r() * (width + 3)) : width;
    const cells = Array.from({ length: w }, () =>
      r() < 0.25 ? `"${pick(QUOTED)}"` : pick(PIECES),
    );
    // A record of one empty field is an empty line, which both readers skip.
    lines.push(cells.join(',') || '""');
  }
  const bom = r() < 0.2 ? '\ufeff' : '';
  const trailing = r() < 0.7 ? eol : '';
  return { text: bom + lines.join(eol) + trailing, eol };
}

describe('streamCsv', () => {
  it('reads the wanted columns of random files as csv-parse does, across every chunk boundary', async () => {
    const r = seededRandom(20261129);
    for (let round = 0; round < 300; round++) {
      const { text } = randomFile(r);
      const path = write(text);
      const expected = reference(text);
      const [header, ...rows] = expected;
      const wanted = (names: string[]) =>
        names
          .map((_, i) => i)
          .filter(() => r() < 0.6)
          .reverse();
      const chunk = 1 + Math.floor(r() * 64);
      let positions: number[] = [];
      const got = await readWith(path, (names) => (positions = wanted(names)), chunk);
      expect(got.header).toEqual(header!.map((h) => h.trim()));
      expect(got.records.map((rec) => rec.width)).toEqual(rows.map((row) => row.length));
      expect(got.records.map((rec) => rec.fields)).toEqual(
        rows.map((row) => positions.map((p) => row[p])),
      );
      expect(got.records.map((rec) => rec.n)).toEqual(rows.map((_, i) => i + 1));
    }
  });

  it('reads a file at its default chunk size, with the fields in the order asked for', async () => {
    const path = write(
      'UNITID,INSTNM,CITY\r\n100654,"Alabama A & M University, Normal",Normal\r\n',
    );
    const got = await readWith(path, () => [2, 0]);
    expect(got.records).toEqual([{ fields: ['Normal', '100654'], width: 3, n: 1 }]);
  });

  it('refuses malformed CSV as csv-parse does: unclosed quotes, text after a closing quote, a stray quote', async () => {
    const cases: [string, string][] = [
      ['A,B\n1,"open\n', 'record 1 has a quote that is never closed'],
      ['A,B\n1,"closed"x\n', 'record 1, field 2: text after a closing quote'],
      ['A,B\n1,ab"c\n', 'record 1, field 2: a quote inside a field that does not start with one'],
      ['A,B\n1,2\n3,"x"y,4\n', 'record 2, field 2: text after a closing quote'],
    ];
    for (const [text, message] of cases) {
      expect(() => reference(text)).toThrow();
      for (const chunk of [1, 3, undefined]) {
        await expect(readWith(write(text), () => [0, 1], chunk)).rejects.toThrow(
          new CsvSyntaxError(message),
        );
      }
    }
  });

  it('drops a byte-order mark even when it arrives a byte at a time before a quoted name', async () => {
    const path = write('\ufeff"UNITID",INSTNM\n100654,"Alabama A & M University"\n');
    for (const chunk of [1, 2, 3, undefined]) {
      const got = await readWith(path, () => [0, 1], chunk);
      expect(got.header).toEqual(['UNITID', 'INSTNM']);
      expect(got.records[0]!.fields).toEqual(['100654', 'Alabama A & M University']);
    }
  });

  it('says a file without a header line is empty', async () => {
    for (const text of ['', '\n\r\n', '\ufeff']) {
      await expect(readWith(write(text), () => [])).rejects.toThrow(
        'the file is empty (no header line)',
      );
    }
  });

  it('stops at a record longer than 16 MB instead of holding the rest of the file', async () => {
    const text = `A,B\n1,"${'x'.repeat(17 * 1024 * 1024)}`;
    await expect(readWith(write(text), () => [0])).rejects.toThrow(
      'record 1 is longer than 16 MB (a quote that is never closed?)',
    );
  });
});
