import {
  calculatorFactsOf,
  calculatorFlagsOf,
  wholeEarnings,
  wholePrices,
} from '@degreeworth/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/helpers';
import { buildImportedTestApp } from '../../test/scorecard';
import { sharedCollege, sharedYear } from '../../test/shared-data';
import { collegeDetails, rankingRows } from '../db/schema';
import { factsOf } from '../modules/calculator';
import { collegeRecord } from './derive/ranking-record';

/**
 * The test fixtures (web and API) derive colleges from the shared CSV files with the same core
 * function the importer runs on the imported rows: both must give the same facts. MIT is a
 * bachelor's college; Coastal Alabama Community College (UNITID 101161, PREDDEG 2, public)
 * an associate one with a less-than-4-year completion rate (C150_L4) and on-campus housing.
 */
const MIT = 166683;
const COASTAL_ALABAMA = 101161;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildImportedTestApp();
}, 300_000);
afterAll(() => ctx?.close());

async function imported(unitId: number) {
  const db = ctx.database.db;
  const at = (t: typeof rankingRows | typeof collegeDetails) =>
    and(eq(t.year, 2022), eq(t.universityId, unitId));
  const [row] = await db.select().from(rankingRows).where(at(rankingRows));
  const [details] = await db.select().from(collegeDetails).where(at(collegeDetails));
  return { row: row!, details: details!.details };
}

describe('the fixtures and the imported database', () => {
  for (const [label, unitId] of [
    ['MIT (bachelor’s)', MIT],
    ['Coastal Alabama Community College (associate)', COASTAL_ALABAMA],
  ] as const) {
    it(`agree on the 2022 ranking row, page details and calculator facts of ${label}`, async () => {
      const { row, details } = await imported(unitId);
      const y = sharedYear();
      const college = sharedCollege(unitId);
      expect(row.type).toBe(unitId === MIT ? 'bachelors' : 'associate');
      expect(row).toEqual(collegeRecord(y, college));
      expect(details.prices).toEqual(wholePrices(college.prices));
      expect(details.majors).toEqual(college.majors);
      expect(details.earnings).toEqual(wholeEarnings(college.earnings));
      expect(details.zip).toBe(college.zip);
      expect(details.calculatorFlags).toEqual(calculatorFlagsOf(y, college));
      expect(factsOf({ ...row, details })).toEqual(calculatorFactsOf(y, college));
    });
  }

  // 5,084 in 2021 dollars × CPI 2025 / CPI 2021 (321.943 / 270.970) and 143,372 in 2022 dollars
  // × 321.943 / 292.655, with the CPI-U table of the default data set (through 2025).
  it('derives MIT’s figures in 2025 dollars from the fixture: net price 6,040 and earnings 157,720', () => {
    const record = collegeRecord(sharedYear(), sharedCollege(MIT));
    expect(record.netPrice).toBe(6040);
    expect(record.medianEarnings10yr).toBe(157720);
  });
});
