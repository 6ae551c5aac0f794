import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's wall time (environment, setup, import and its tests with their hooks)
 * and project to VITEST_TIMINGS_FILE, for the timing table at the end of `npm test`.
 * Vitest's JSON report only holds the time of the tests themselves, not of importing a file or of
 * its beforeAll, which is where an API test's database start goes.
 */
export default class TimingReporter implements Reporter {
  private readonly rows: { file: string; project: string; ms: number }[] = [];

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    this.rows.push({
      file: path.relative(process.cwd(), module.moduleId),
      project: module.project.name,
      ms:
        d.environmentSetupDuration +
        d.prepareDuration +
        d.setupDuration +
        d.collectDuration +
        d.duration,
    });
  }

  onTestRunEnd() {
    const target = process.env.VITEST_TIMINGS_FILE;
    if (target) writeFileSync(target, JSON.stringify(this.rows));
  }
}
