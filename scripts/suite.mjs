#!/usr/bin/env node
// `npm test`: every stage of the suite in turn, each timed; a failing stage does not hide the
// others (e2e still runs when a unit test fails, unless the build it needs failed). At the end: the
// duration of each stage, the ten slowest test files of vitest and Playwright, and every test that
// passed only on its retry (flaky: to be fixed, not hidden). Exit status: 0 only when all passed.
// The checks that only read the sources (type-check, lint, format), the unit tests and the client's
// build run side by side, each one's output shown whole when it ends: most of them use one core,
// and together they keep both busy. The integration tests, the fault tests (alone: their waits
// measure the exchange) and e2e follow one at a time.
//
//   node scripts/suite.mjs                 every stage
//   node scripts/suite.mjs unit e2e        only these stages (in the suite's order)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const REPORTS = '.tmp/suite';
const bin = (name) => path.join('node_modules', '.bin', name);

function vitestStage(project, group) {
  return {
    name: project,
    group,
    cmd: [bin('vitest'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/${project}.json`],
    report: { kind: 'vitest', file: `${REPORTS}/${project}.json` },
  };
}

/** The suite's stages, in order. `needs`: a stage skipped when that one failed. Consecutive stages
 *  of one `group` run at the same time. */
const STAGES = [
  { name: 'type-check', group: 'first', cmd: [process.execPath, 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', group: 'first', cmd: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'format', group: 'first', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
  vitestStage('unit', 'first'),
  { name: 'build', group: 'first', cmd: ['bash', '-c', 'bash scripts/ensure-chromium.sh && npm run build --silent'] },
  vitestStage('integration'),
  vitestStage('faults'),
  {
    name: 'e2e',
    needs: 'build',
    cmd: [bin('playwright'), 'test'],
    env: { E2E_REPORT: `${REPORTS}/e2e.json` },
    report: { kind: 'playwright', file: `${REPORTS}/e2e.json` },
  },
];

/** Runs a stage; with `quiet`, its output is kept and printed whole when it ends (stages side by
 *  side do not interleave their lines). */
function run(stage, quiet = false) {
  return new Promise((resolve) => {
    const [cmd, ...args] = stage.cmd;
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...stage.env } });
    const chunks = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => chunks.push(d));
    const done = (ok) => {
      if (quiet) {
        console.log(`\n━━ ${stage.name} ━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(ok);
    };
    child.on('close', (code, signal) => done(code === 0 && !signal));
    child.on('error', () => done(false));
  });
}

/** [file, ms] of each test file of a vitest JSON report. */
function vitestFiles(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.map((r) => [path.relative(process.cwd(), r.name), r.endTime - r.startTime]);
}

/** [file, ms] of each spec file of a Playwright JSON report, and the tests that passed on a retry. */
function playwrightFiles(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const perFile = new Map();
  const flaky = [];
  const walk = (suite, specFile) => {
    const where = suite.file ?? specFile;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(where, (perFile.get(where) ?? 0) + ms);
        if (t.status === 'flaky') flaky.push(`${where} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, where);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return { files: [...perFile].map(([f, ms]) => [path.join('e2e', f), ms]), flaky };
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
if (unknown.length) {
  console.error(`suite: no stage ${unknown.join(', ')} (stages: ${STAGES.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [];
const started = Date.now();
/** The wanted stages in order, consecutive ones of a group together. */
const batches = [];
for (const stage of STAGES.filter((s) => !wanted.length || wanted.includes(s.name))) {
  const last = batches.at(-1);
  if (last && stage.group && last[0].group === stage.group) last.push(stage);
  else batches.push([stage]);
}
for (const batch of batches) {
  const quiet = batch.length > 1;
  if (quiet) console.log(`\n━━ ${batch.map((s) => s.name).join(', ')}: side by side ━━`);
  const done = await Promise.all(
    batch.map(async (stage) => {
      const blocked = stage.needs && results.find((r) => r.name === stage.needs && !r.ok);
      if (blocked) return { name: stage.name, ok: false, ms: 0, note: `skipped: ${stage.needs} failed` };
      if (!quiet) console.log(`\n━━ ${stage.name} ━━`);
      const t0 = Date.now();
      const ok = await run(stage, quiet);
      return { name: stage.name, ok, ms: Date.now() - t0, report: stage.report };
    }),
  );
  results.push(...done);
}

const files = [];
const flaky = [];
for (const r of results) {
  if (!r.report || !existsSync(r.report.file)) continue;
  try {
    if (r.report.kind === 'vitest') files.push(...vitestFiles(r.report.file));
    else {
      const pw = playwrightFiles(r.report.file);
      files.push(...pw.files);
      flaky.push(...pw.flaky);
    }
  } catch (err) {
    console.log(`suite: could not read ${r.report.file}: ${err.message}`);
  }
}

console.log('\n━━ suite times ━━');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(12)} ${minutes(r.ms).padStart(6)}${r.note ? `  (${r.note})` : ''}`);
console.log(`      ${'total'.padEnd(12)} ${minutes(Date.now() - started).padStart(6)}`);
if (files.length) {
  console.log('\nslowest test files:');
  for (const [f, ms] of files.sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${minutes(ms).padStart(6)}  ${f}`);
}
if (flaky.length) {
  console.log(`\nFLAKY (passed only on retry; fix them): ${flaky.length}`);
  for (const f of flaky) console.log(`  ${f}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
