// The timing table printed before the total: how long each phase of the test script
// took, vitest's time by project with its slowest files, and Playwright's time by project with its
// slowest spec files. Read from the script's own timings and the two runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(title, rows, limit) {
  const lines = [`${title}`];
  for (const [name, ms] of rows.slice(0, limit))
    lines.push(`  ${seconds(ms).padStart(9)}  ${name}`);
  return lines;
}

function sortedSums(entries) {
  const sums = new Map();
  for (const [key, ms] of entries) sums.set(key, (sums.get(key) ?? 0) + ms);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** Playwright's JSON nests suites (files, describes) holding specs holding tests holding results. */
function playwrightResults(suite, file, out) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        out.push({
          file: here,
          project: test.projectName,
          ms: result.duration ?? 0,
          flaky:
            test.status === 'flaky'
              ? `${here}:${spec.line} ${spec.title} [${test.projectName}]`
              : null,
        });
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightResults(child, here, out);
  return out;
}

export function timingLines(dir) {
  const lines = ['', 'Timings'];
  const timings = path.join(dir, 'timings.txt');
  if (existsSync(timings)) {
    const phases = readFileSync(timings, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [s, ...name] = line.split(' ');
        return [name.join(' '), Number(s) * 1000];
      });
    const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
    lines.push(...table(`phases (${seconds(total)} in all)`, phases, phases.length));
  }
  const vitestFile = path.join(dir, 'vitest-timings.json');
  if (existsSync(vitestFile)) {
    const rows = JSON.parse(readFileSync(vitestFile, 'utf8'));
    const byProject = sortedSums(rows.map((row) => [row.project, row.ms]));
    lines.push(...table('vitest by project (file time, summed over workers)', byProject, 10));
    lines.push(
      ...table('vitest: slowest 15 files', sortedSums(rows.map((r) => [r.file, r.ms])), 15),
    );
  }
  const playwrightFile = path.join(dir, 'playwright.json');
  if (existsSync(playwrightFile)) {
    const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    const results = (report.suites ?? []).flatMap((suite) => playwrightResults(suite, '', []));
    lines.push(
      ...table(
        'playwright by project (test time, summed over workers)',
        sortedSums(results.map((r) => [r.project, r.ms])),
        10,
      ),
    );
    lines.push(
      ...table(
        'playwright: slowest 20 spec files (all projects)',
        sortedSums(results.map((r) => [r.file, r.ms])),
        20,
      ),
    );
    // A retry is not a fix: every test that passed only on its second try, by name.
    const flaky = [...new Set(results.map((r) => r.flaky).filter(Boolean))];
    lines.push(`playwright: ${flaky.length} passed only on retry`, ...flaky.map((f) => `  ${f}`));
  }
  return lines;
}
