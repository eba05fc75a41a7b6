import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@degreeworth/core';
import { bearer, lastMailTo, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { scenarioInput } from '../../../test/sample-scenario';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

const textOf = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'dw-pdf-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
};

describe('the PDF report in the reader’s language', () => {
  let t: TestContext;
  let lucia: { authorization: string };
  let scenarioId: string;

  beforeAll(async () => {
    t = await buildImportedTestApp();
    lucia = bearer(await signUpVerified(t, 'pdf-es@example.com', 'pass-1234', 'Lucía Peña'));
    expect(await grantPlan(t.database.db, 'pdf-es@example.com')).toBe(true);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenario',
      headers: lucia,
      payload: scenarioInput('¿Alabama o MIT?'),
    });
    expect(saved.statusCode).toBe(201);
    scenarioId = saved.json().scenario.id as string;
  }, 300_000);
  afterAll(() => t?.close());

  const pdf = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/scenario/${scenarioId}/pdf`, headers: { ...lucia, ...headers } });

  it('follows the request for an account that never chose, and the account once it chose', async () => {
    const english = textOf((await pdf()).rawPayload);
    expect(english).toContain('Scenario report');
    const asked = textOf((await pdf({ 'accept-language': 'es-MX' })).rawPayload);
    expect(asked).toContain('Informe del escenario');

    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/language',
      headers: lucia,
      payload: { language: 'es' },
    });
    expect(chose.statusCode).toBe(200);
    const text = textOf((await pdf({ 'accept-language': 'en-US' })).rawPayload);
    expect(text).toContain('Informe del escenario');
    expect(text).toContain('¿Alabama o MIT?');
    expect(text).toContain(`Preparado para Lucía Peña el ${formatDate(new Date(), 'es')}`);
    expect(text).toContain('Pago mensual del préstamo');
    expect(text).toContain('Gráficas');
    expect(text).not.toContain('Prepared for');
    // The sentences the engine builds are Spanish as well: the comparison, each college's
    // verdicts and the line on the college's published figure.
    expect(english).toContain('At 20 years, ');
    expect(text).toContain('A los 20 años, ');
    expect(text).not.toContain('At 20 years, ');
    expect(text).toMatch(/Se recupera en unos \d+ años/);
    expect(text).toContain('La cifra publicada de esta universidad para ');
  });

  it('mails a Spanish account its report in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/scenario/${scenarioId}/pdf/email`,
      headers: lucia,
    });
    expect(res.statusCode).toBe(202);
    const mail = await lastMailTo(t, 'pdf-es@example.com');
    // lastMailTo leaves an accented letter's UTF-8 bytes apart: match the plain-ASCII parts.
    expect(mail).toContain('<h1 style="font-size:22px">Tu informe del escenario</h1>');
    expect(mail).toContain('<html lang="es">');
    expect(mail).toContain('Las cifras son estimaciones, no garant');
  });
});
