import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collegeLoanFacts,
  INSTITUTE_TEXT,
  roundHalfAwayFromZero,
  type SavedScenario,
  todayUtc,
} from '@degreeworth/core';
import type { TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';
import { type ReportInput, renderScenarioPdf } from '../reports';
import { RENDER_LIMIT } from '../reports';
import { popplerOf } from '../reports/testing';
import { CLASS_REPORT_COLUMNS } from './class-report';
import { CLASS_REPORT_LIMIT } from './reports';
import {
  call,
  createInvitedStudent,
  createStudent,
  createUser,
  type Headers,
  saveScenario,
  type TestStudent,
} from './testing';

const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

describe('coaching exports: GET /institute/report.csv and GET /institute/scenarios/{id}/pdf', () => {
  let t: TestContext;
  /** The renders that really happened (the app's renderer, counted). */
  const renders: ReportInput[] = [];
  let clock = new Date('2026-03-02T15:00:00Z');
  let school: TestInstitute;
  let counselor: { id: string; headers: Headers };
  let ada: TestStudent;
  let adaScenario: string;

  const csvOf = async (who: Headers) => {
    const res = await call(t, 'GET', '/institute/report.csv', who);
    expect(res.status).toBe(200);
    const text = res.res.body;
    return { res: res.res, text, rows: parse(text, { bom: true }) as string[][] };
  };
  const pdf = (who: Headers, id: string) => call(t, 'GET', `/institute/scenarios/${id}/pdf`, who);

  beforeAll(async () => {
    t = await buildImportedTestApp(
      {},
      {
        reports: {
          render: async (input) => {
            renders.push(input);
            return renderScenarioPdf(input);
          },
          now: () => clock,
        },
      },
    );
    school = await createInstitute(t, { name: 'Lincoln High School' });
    counselor = await createCounselor(t, school, 'Casey Counselor');
    ada = await createStudent(t, school.id, 'ada@school.test', 'Ada Lovelace');
    adaScenario = await saveScenario(t, ada.headers, 'Alabama or MIT');
  }, 300_000);
  afterAll(() => t?.close());

  describe('the class report (CSV)', () => {
    let rows: string[][];
    let results: SavedScenario['results'];

    beforeAll(async () => {
      await createInvitedStudent(t, school.id, 'bo@school.test', 'Bo Chen');
      await createInvitedStudent(
        t,
        school.id,
        'eve@school.test',
        '=HYPERLINK("http://evil.test","x")',
      );
      const res = await call(
        t,
        'POST',
        `/institute/scenarios/${adaScenario}/comments`,
        counselor.headers,
        {
          body: 'Look at the loans.',
        },
      );
      expect(res.status).toBe(201);
      results = (await call(t, 'GET', `/scenario/${adaScenario}`, ada.headers)).body.scenario
        .results;
      await createUser(t, 'individual@example.com', 'Indy Vidual');
      rows = (await csvOf(counselor.headers)).rows;
    });

    it('is an attachment named after the institute and today, UTF-8 with a byte-order mark', async () => {
      const { res, text } = await csvOf(school.owner);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="class-report-${school.slug}-${todayUtc()}.csv"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(text.startsWith('\uFEFFStudent,Email,Status,')).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
    });

    it('has the header row, then one row per college of each saved scenario with the engine’s figures', () => {
      expect(rows[0]).toEqual([...CLASS_REPORT_COLUMNS]);
      const adaRows = rows.filter((r) => r[1] === 'ada@school.test');
      expect(adaRows).toHaveLength(2);
      const money = (v: number | null) => (v === null ? '' : String(roundHalfAwayFromZero(v)));
      results.colleges.forEach((c, i) => {
        const dte = c.roi.debtToEarnings.value;
        const loans = collegeLoanFacts(c);
        expect(adaRows[i]).toEqual([
          'Ada Lovelace',
          'ada@school.test',
          'active',
          'Alabama or MIT',
          c.name,
          money(c.totalNetCost.value),
          money(c.roi.startingSalary.value),
          money(c.roi.outcome.npv[20].value),
          String(c.roi.outcome.breakEvenYears.value ?? ''),
          dte === null ? '' : String(roundHalfAwayFromZero(dte * 100, 1)),
          'Standard plan',
          money(loans.monthlyPayment),
          money(loans.aboveLimits),
          '',
          '1',
          expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        ]);
        expect(adaRows[i]![5]).not.toBe('');
      });
    });

    it('gives a student without scenarios one row with the scenario columns empty', () => {
      expect(rows.find((r) => r[1] === 'bo@school.test')).toEqual([
        'Bo Chen',
        'bo@school.test',
        'invited',
        ...Array(13).fill(''),
      ]);
    });

    it('writes a name that would start a formula as text (a leading apostrophe)', () => {
      const eve = rows.find((r) => r[1] === 'eve@school.test')!;
      expect(eve[0]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    });

    it('lists only the institute’s current students', () => {
      expect(rows.map((r) => r[1])).not.toContain('individual@example.com');
      expect(rows).toHaveLength(1 + 2 + 1 + 1);
    });

    it('leaves the figures of a college the data no longer covers empty, and keeps the other college’s', async () => {
      const gus = await createStudent(t, school.id, 'gus@school.test', 'Gus Gone');
      const id = await saveScenario(t, gus.headers, 'Old data');
      await t.database.db.execute(
        sql`update scenarios set payload = jsonb_set(payload, '{colleges,1,university_id}', '999999') where id = ${id}`,
      );
      const gusRows = (await csvOf(school.owner)).rows.filter((r) => r[1] === 'gus@school.test');
      expect(gusRows.map((r) => r[4])).toEqual([
        'Massachusetts Institute of Technology',
        'College 999999',
      ]);
      expect(gusRows[0]![5]).not.toBe('');
      expect(gusRows[1]!.slice(5, 14)).toEqual(Array(9).fill(''));
      expect(gusRows[1]![14]).toBe('0');
    });

    it(`allows ${CLASS_REPORT_LIMIT.max} class reports per ${CLASS_REPORT_LIMIT.windowSeconds / 60} minutes per admin (429)`, async () => {
      const busy = await createCounselor(t, school, 'Busy Counselor');
      for (let i = 0; i < CLASS_REPORT_LIMIT.max; i++)
        expect((await call(t, 'GET', '/institute/report.csv', busy.headers)).status).toBe(200);
      const refused = await call(t, 'GET', '/institute/report.csv', busy.headers);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many class reports. Please wait 15 minutes and try again.',
      });
      expect((await call(t, 'GET', '/institute/report.csv', counselor.headers)).status).toBe(200);
    });
  });

  describe('the PDF report of a student’s scenario', () => {
    it('renders the student’s report, naming the student, with a file name holding both names', async () => {
      const before = renders.length;
      const res = await pdf(school.owner, adaScenario);
      expect(res.status).toBe(200);
      expect(res.res.headers['content-type']).toBe('application/pdf');
      expect(res.res.headers['content-disposition']).toBe(
        'inline; filename="degreeworth-ada-lovelace-alabama-or-mit.pdf"',
      );
      expect(res.res.headers['cache-control']).toBe('private, no-store');
      expect(renders.length).toBe(before + 1);
      const { flat } = popplerOf(res.res.rawPayload);
      expect(flat).toContain('Ada Lovelace');
      expect(flat).toContain('Alabama or MIT');
      expect(flat).toContain('Massachusetts Institute of Technology');
      expect(flat).toContain('The University of Alabama');
    });

    it('serves the same report from the cache to a counselor and to the student themself', async () => {
      const first = await pdf(school.owner, adaScenario);
      const before = renders.length;
      const again = await pdf(counselor.headers, adaScenario);
      expect(again.status).toBe(200);
      expect(again.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
      expect(await grantPlan(t.database.db, 'ada@school.test')).toBe(true);
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/v1/scenario/${adaScenario}/pdf`,
        headers: ada.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(first.res.rawPayload)).toBe(true);
      expect(renders.length).toBe(before);
    });

    it(`answers 404 "${INSTITUTE_TEXT.scenarioNotFound}" outside the institute, without rendering`, async () => {
      const loner = await createUser(t, 'loner@example.com', 'Lone User');
      const theirs = await saveScenario(t, loner.headers, 'Mine alone');
      const before = renders.length;
      for (const id of [MISSING, 'nope', theirs]) {
        const res = await pdf(counselor.headers, id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
      }
      expect(renders.length).toBe(before);
    });

    it('is refused (403) once the institute’s subscription has ended, whatever the student’s plan', async () => {
      const ended = await createInstitute(t, {
        name: 'Old School',
        start: '2020-01-01',
        end: '2021-12-31',
      });
      const kim = await createStudent(t, ended.id, 'kim@old.test', 'Kim Old');
      const id = await saveScenario(t, kim.headers, 'Kim’s plan');
      expect(await grantPlan(t.database.db, 'kim@old.test')).toBe(true);
      const res = await pdf(ended.owner, id);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This subscription ended on December 31, 2021. Contact DegreeWorth to renew it.',
      });
      expect(res.body.message).toBe(INSTITUTE_TEXT.subscriptionEnded('December 31, 2021'));
      // The reads stay open: the institute still sees its students' work.
      expect((await call(t, 'GET', `/institute/scenarios/${id}`, ended.owner)).status).toBe(200);
    });

    it('is refused (403) before the subscription starts', async () => {
      const later = await createInstitute(t, {
        name: 'New School',
        start: '2098-01-01',
        end: '2099-12-31',
      });
      const res = await pdf(later.owner, MISSING);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'This subscription starts on January 1, 2098. Reports are available from that day.',
      );
    });

    it(`renders at most ${RENDER_LIMIT.max} PDFs an hour per admin (429), still serving cached ones`, async () => {
      const busy = await createCounselor(t, school, 'Busy Counselor');
      for (let i = 0; i < RENDER_LIMIT.max; i++) {
        // A new day prints a new date: a new PDF each time.
        clock = new Date(clock.getTime() + DAY);
        expect((await pdf(busy.headers, adaScenario)).status).toBe(200);
      }
      const count = renders.length;
      expect((await pdf(busy.headers, adaScenario)).status).toBe(200);
      clock = new Date(clock.getTime() + DAY);
      const refused = await pdf(busy.headers, adaScenario);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMITED',
        message:
          'You have reached the hourly limit of PDF reports. Please wait 60 minutes and try again.',
      });
      expect(renders.length).toBe(count);
      // Another admin of the institute is not affected.
      expect((await pdf(counselor.headers, adaScenario)).status).toBe(200);
      expect(renders.length).toBe(count + 1);
    });
  });
});
