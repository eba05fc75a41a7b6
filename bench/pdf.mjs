// Benchmark of the PDF report (goal: under 500 ms): a four-college scenario built
// from real College Scorecard rows (../shared/data) and computed by the engine, rendered N
// times after a warm-up with pdfkit (five pages, vector charts). Prints mean, p50, p95 and the
// PDF's size. Needs only the shared data folder; no database, no Redis.
// Run: node --import tsx bench/pdf.mjs [N]
import { performance } from 'node:perf_hooks';
import { renderScenarioPdf } from '../apps/api/src/modules/reports/render.ts';
import { SAMPLE_SOURCES, sampleScenario } from '../apps/api/test/sample-scenario.ts';

const N = Number(process.argv[2] ?? 50);
const TARGET_MS = 500;

const input = {
  scenario: sampleScenario(),
  user: { name: 'Jordan Alvarez', email: 'jordan@example.com' },
  sources: SAMPLE_SOURCES,
  generatedAt: new Date('2026-03-02T15:04:05Z'),
};

const coldStart = performance.now();
const first = await renderScenarioPdf(input);
const coldMs = performance.now() - coldStart;
for (let i = 0; i < 5; i++) await renderScenarioPdf(input); // warm up the JIT

const times = [];
let bytes = 0;
for (let i = 0; i < N; i++) {
  const start = performance.now();
  const pdf = await renderScenarioPdf(input);
  times.push(performance.now() - start);
  bytes = pdf.length;
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const mean = times.reduce((s, t) => s + t, 0) / times.length;
const pages = (first.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

console.log(
  `PDF report, ${input.scenario.results.colleges.length} colleges, ${pages} pages: ${N} renders`,
);
console.log(
  `  mean ${mean.toFixed(1)} ms, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
);
console.log(`  first render in a fresh process (fonts, JIT): ${coldMs.toFixed(1)} ms`);
console.log(`  size ${(bytes / 1024).toFixed(1)} kB`);
console.log(`  target: under ${TARGET_MS} ms — ${at(0.95) < TARGET_MS ? 'met' : 'NOT met'} (p95)`);
