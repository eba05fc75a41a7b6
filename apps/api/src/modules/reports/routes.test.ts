import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_MESSAGES, type ScenarioInput } from '@degreeworth/core';
import { bearer, lastMailTo, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { scenarioInput } from '../../../test/sample-scenario';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

const payload = (name: string): ScenarioInput => scenarioInput(name);

describe('the PDF report: GET /scenario/{id}/pdf and POST /scenario/{id}/pdf/email', () => {
  let t: TestContext;
  let pro: { authorization: string };
  let free: { authorization: string };
  let proId: string;
  let freeId: string;

  const call = (method: 'GET' | 'POST', url: string, headers: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string> });
  const save = async (who: object, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenario',
      headers: who as Record<string, string>,
      payload: payload(name),
    });
    expect(res.statusCode).toBe(201);
    return res.json().scenario.id as string;
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    pro = bearer(await signUpVerified(t, 'pdf-pro@example.com', 'pass-1234', 'Pat Pro'));
    free = bearer(await signUpVerified(t, 'pdf-free@example.com'));
    expect(await grantPlan(t.database.db, 'pdf-pro@example.com')).toBe(true);
    proId = await save(pro, 'Alabama or MIT');
    freeId = await save(free, 'Free plan');
  }, 300_000);
  afterAll(() => t?.close());

  it('renders the scenario inline as a PDF holding both college names', async () => {
    const res = await call('GET', `/scenario/${proId}/pdf`, pro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="degreeworth-alabama-or-mit.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'dw-pdf-')), 'report.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Massachusetts Institute of Technology');
    expect(text).toContain('The University of Alabama');
    expect(text).toContain('Alabama or MIT');
    expect(text).toContain('Pat Pro');
  });

  it('mails it as an attachment and answers 202 "Check your email inbox"', async () => {
    const res = await call('POST', `/scenario/${proId}/pdf/email`, pro);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Check your email inbox' });
    const mail = await lastMailTo(t, 'pdf-pro@example.com');
    expect(mail).toContain('Subject: Your DegreeWorth scenario report: Alabama or MIT');
    expect(mail).toMatch(/Content-Type: application\/pdf; name=degreeworth-alabama-or-mit\.pdf/);
  });

  it('is Individual Pro: a free account gets 403 with the message, and nothing is mailed', async () => {
    const before = t.outbox().length;
    for (const [method, url] of [
      ['GET', `/scenario/${freeId}/pdf`],
      ['POST', `/scenario/${freeId}/pdf/email`],
    ] as const) {
      const res = await call(method, url, free);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SCENARIO_MESSAGES.pdfNeedsPro);
    }
    expect(t.outbox().length).toBe(before);
  });

  it("answers 404 for another user's scenario, an unknown id and a malformed one; 401 without a token", async () => {
    for (const id of [freeId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const [method, url] of [
        ['GET', `/scenario/${id}/pdf`],
        ['POST', `/scenario/${id}/pdf/email`],
      ] as const) {
        const res = await call(method, url, pro);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(SCENARIO_MESSAGES.notFound);
      }
    }
    expect((await call('GET', `/scenario/${proId}/pdf`, {})).statusCode).toBe(401);
  });
});
