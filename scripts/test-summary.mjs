// Adds up every test the test script ran (vitest, playwright, and the pass/fail checks) and prints
// the plain total as the last line; exits non-zero when anything failed or a suite did not report.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { timingLines } from './test-timings.mjs';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const lines = [];

const checks = readFileSync(path.join(dir, 'checks.txt'), 'utf8').split('\n').filter(Boolean);
for (const line of checks) {
  const [state, name] = line.split(' ');
  if (state === 'pass') passed += 1;
  else failed += 1;
  lines.push(`check ${name}: ${state}`);
}

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no tests but still failed.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  failed += brokenFiles;
  lines.push(
    `vitest: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed, ${report.numPendingTests} skipped`,
  );
} else {
  failed += 1;
  lines.push('vitest: no report');
}

const buildPassed = checks.includes('pass build');
const playwrightFile = path.join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const { stats, errors } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const ok = stats.expected + stats.flaky;
  const bad = stats.unexpected + (errors?.length ?? 0);
  passed += ok;
  failed += bad;
  lines.push(
    `playwright: ${ok} passed (${stats.flaky} flaky), ${bad} failed, ${stats.skipped} skipped`,
  );
} else if (buildPassed) {
  failed += 1;
  lines.push('playwright: no report');
}

for (const line of [...timingLines(dir), '', ...lines]) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
