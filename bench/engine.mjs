// Benchmark of the ROI engine: a four-college personal scenario (the calculator's
// comparison), computed N times. Run: node --import tsx bench/engine.mjs [N]
import { performance } from 'node:perf_hooks';
import { institutionRoi, personalRoi } from '../packages/core/src/roi/index.ts';

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
console.log(`institution rows (rankings import): ${rows} in ${rankingMs.toFixed(1)} ms`);
console.log(`(checksum ${Math.round(sink)})`);
