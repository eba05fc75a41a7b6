// Benchmark of the ROI engine: a four-college personal scenario (the calculator's
// comparison), computed N times, first with personalRoi alone, then as the calculator does it
// (computeScenario: schema-checked payload, national major ratio, 40 chart points per college).
// Run: node --import tsx bench/engine.mjs [N]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { institutionRoi, personalRoi } from '../packages/core/src/roi/index.ts';
import { computeScenario, ScenarioSchema } from '../packages/core/src/scenario/index.ts';
import { parseCsvRows } from '../packages/core/src/scorecard/csv.ts';

const N = Number(process.argv[2] ?? 20_000);

/** Four colleges a student compares; illustrative inputs in 2024 dollars. */
const colleges = [
  { costOfAttendance: 31_050, grants: 6_000, earnings: { p10: 63_000 }, completionRate: 0.72 },
  { costOfAttendance: 63_681, grants: 52_000, earnings: { p10: 153_677 }, completionRate: 0.96 },
  { costOfAttendance: 24_500, grants: 4_000, earnings: { p10: 48_000 }, completionRate: 0.55 },
  {
    costOfAttendance: 41_000,
    grants: 12_000,
    earnings: {
      p6: 52_000,
      p8: 58_000,
      p10: 64_000,
      completerAnchors: [
        { yearsAfterCompletion: 1, earnings: 50_000 },
        { yearsAfterCompletion: 4, earnings: 60_000 },
      ],
    },
    completionRate: 0.8,
  },
].map((college) => ({
  credential: 'bachelors',
  loans: [5_500, 6_500, 7_500, 7_500],
  baseline: 37_000,
  majorEarningsRatio: 1.1,
  ...college,
}));

function scenario() {
  let check = 0;
  for (const college of colleges) {
    const r = personalRoi(college);
    check += r.riskAdjusted.npv[20].value ?? 0;
  }
  return check;
}

for (let i = 0; i < 2_000; i++) scenario(); // warm up the JIT

const start = performance.now();
let sink = 0;
for (let i = 0; i < N; i++) sink += scenario();
const ms = performance.now() - start;

const rankingStart = performance.now();
const rows = 6_000 * 6; // institutions × income bands, as at import
for (let i = 0; i < rows; i++) {
  sink += institutionRoi({
    credential: 'bachelors',
    netPrice: 10_000 + (i % 20_000),
    completionRate: 0.6,
    earnings: { p10: 50_000 + (i % 30_000) },
    baseline: 37_000,
  }).npv[20].value;
}
const rankingMs = performance.now() - rankingStart;

console.log(`four-college personal scenarios: ${N} in ${ms.toFixed(1)} ms`);
console.log(`  ${Math.round((N / ms) * 1000).toLocaleString('en-US')} scenarios per second`);
console.log(
  `  ${(ms / N).toFixed(4)} ms mean per scenario (${(ms / N / 4).toFixed(4)} ms per college)`,
);
// The calculator's full computation: four colleges, real national majors table.
const majorsCsv = new URL('../../shared/data/majors/all-ages.csv', import.meta.url);
const nationalMajors = parseCsvRows(readFileSync(majorsCsv, 'utf8')).map((r) => ({
  code: Number(r.Major_code),
  name: r.Major,
  category: r.Major_category,
  median: Number(r.Median),
  total: Number(r.Total),
}));
const facts = colleges.map((c, i) => ({
  university_id: i + 1,
  name: `College ${i + 1}`,
  city: null,
  state: 'OH',
  credential: 'bachelors',
  year: 2023,
  dollar_year: 2024,
  cost_of_attendance: c.costOfAttendance,
  tuition_in_state: 10_000,
  tuition_out_of_state: 25_000,
  room_board_on_campus: 12_000,
  room_board_off_campus: 9_000,
  earnings: {
    p6: c.earnings.p6 ?? null,
    p8: c.earnings.p8 ?? null,
    p10: c.earnings.p10,
    earnings_1yr: c.earnings.completerAnchors?.[0]?.earnings ?? null,
    earnings_4yr: c.earnings.completerAnchors?.[1]?.earnings ?? null,
  },
  completion_rate: c.completionRate,
  majors: { 11: 0.3 },
  flags: [],
}));
const reference = {
  colleges: new Map(facts.map((f) => [f.university_id, f])),
  baselineByState: { OH: 37_000 },
  nationalMajors,
};
const payload = {
  home_state: 'OH',
  colleges: facts.map((f) => ({
    university_id: f.university_id,
    residency: 'in_state',
    housing: 'on_campus',
    years_to_finish: 4,
    major: '11',
    cost_of_attendance: f.cost_of_attendance,
    grants: 6_000,
    scholarships: 1_000,
    family_contribution: 2_000,
    savings: 4_000,
    loans_per_year: 5_500,
    interest_rate: 6.39,
    loan_term: 'standard',
    starting_salary: null,
  })),
  assumptions: { discount_rate: 3, salary_growth: 1, tax_rate: 10, baseline_earnings: null },
};
const full = () => computeScenario(ScenarioSchema.parse(payload), reference).colleges.length;
for (let i = 0; i < 1_000; i++) full();
const fullStart = performance.now();
const M = Math.max(1, Math.round(N / 4));
for (let i = 0; i < M; i++) sink += full();
const fullMs = performance.now() - fullStart;
console.log(
  `calculator (computeScenario, 4 colleges, 40 chart points each): ${M} in ${fullMs.toFixed(1)} ms`,
);
console.log(`  ${Math.round((M / fullMs) * 1000).toLocaleString('en-US')} scenarios per second`);
console.log(`  ${(fullMs / M).toFixed(4)} ms mean per scenario (target: under 2 ms)`);
console.log(`institution rows (rankings import): ${rows} in ${rankingMs.toFixed(1)} ms`);
console.log(`(checksum ${Math.round(sink)})`);
