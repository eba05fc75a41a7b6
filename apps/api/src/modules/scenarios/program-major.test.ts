import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollegeCalculatorResponse,
  formatMoney,
  SCENARIO_MESSAGES,
  type SavedScenario,
} from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { scenarioInput } from '../../../test/sample-scenario';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

const MIT = 166683;

/**
 * The calculator's major as a program (Field of Study data) through the API, on the default
 * data set: MIT's Computer Science bachelor's, whose graduates earned 154,492 one year after
 * (2022 dollars; 169,953 in 2025 dollars).
 */
describe('a program as the major of a scenario', () => {
  let t: TestContext;
  let user: { authorization: string };
  const withMajor = (major: string) => {
    const input = scenarioInput('MIT Computer Science', { ids: [MIT] });
    input.colleges[0]!.major = major;
    return input;
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    user = bearer(await signUpVerified(t, 'program-major@example.com'));
    // The PDF report is part of Individual Pro.
    expect(await grantPlan(t.database.db, 'program-major@example.com')).toBe(true);
  }, 300_000);
  afterAll(() => t?.close());

  it("offers MIT's bachelor's programs with earnings first, with their graduates", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/universities/${MIT}/calculator`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CollegeCalculatorResponse;
    const cs = body.facts.programs!.find((p) => p.id === '11.07')!;
    expect(cs).toMatchObject({
      cip: '1107',
      title: 'Computer Science.',
      completers: 817,
      earnings_1yr: 169_953,
      earnings_5yr: 242_087,
    });
    // Most graduates first; every one has an earnings figure.
    const graduates = body.facts.programs!.map((p) => p.completers ?? -1);
    expect(graduates).toEqual([...graduates].sort((a, b) => b - a));
    for (const p of body.facts.programs!)
      expect([p.earnings_1yr, p.earnings_4yr, p.earnings_5yr].some((e) => e !== null)).toBe(true);
    const kinds = body.major_options.map((o) => o.kind);
    expect(kinds.indexOf('field')).toBe(body.facts.programs!.length);
    expect(body.major_options.find((o) => o.id === '11.07')).toMatchObject({
      kind: 'program',
      label: 'Computer Science.',
      completers: 817,
    });
  });

  it("saves a scenario whose graduate earns the program's median, and recomputes it the same", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenario',
      headers: user,
      payload: withMajor('11.07'),
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json().scenario as SavedScenario;
    const [college] = saved.results.colleges;
    expect(college!.major).toMatchObject({
      id: '11.07',
      label: 'Computer Science.',
      kind: 'program',
      ratio: null,
    });
    // Four years of college: the first year after is the program's 1-year median.
    expect(college!.roi.startingSalary.value).toBeCloseTo(169_953, 6);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/scenario/${saved.id}`,
      headers: user,
    });
    expect(again.json().scenario.results.colleges[0].roi.outcome.npv[20]).toEqual(
      college!.roi.outcome.npv[20],
    );

    // The PDF says what the earnings rest on.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/scenario/${saved.id}/pdf`,
      headers: user,
    });
    expect(pdf.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'dw-pdf-')), 'report.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Earnings after college');
    // (The PDF's font writes the curly apostrophe as a straight one.)
    expect(text).toMatch(/This program.s graduates/);
    expect(text).toContain(`Median earnings ${formatMoney(169_953)} 1 year after`);
    // The program's earnings test estimate, against Massachusetts (the college's state).
    expect(college!.earningsTest).toMatchObject({
      status: 'likely_passes',
      yearsAfter: 5,
      earnings: 242_087,
      benchmark: { state: 'MA', dollarYear: 2025 },
    });
    expect(text).toContain('Earnings test (estimate)');
    expect(text).toMatch(
      /Likely passes: its graduates.s? median earnings 5 years after completing/,
    );
    expect(text).toMatch(/An estimate, not the Department of Education.s determination/);
  });

  it('refuses a program the college does not publish, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenario',
      headers: user,
      payload: withMajor('11.99'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'colleges.0.major': [SCENARIO_MESSAGES.unknownMajor],
    });
  });
});
