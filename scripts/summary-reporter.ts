import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * The browser journeys of the same `pnpm test` run (Playwright's JSON report, named by
 * POND_E2E_REPORT), so the closing line counts every test. Absent when only Vitest runs.
 */
function browserCounts(): Counts | undefined {
  const file = process.env.POND_E2E_REPORT;
  if (!file || !existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** Ends the run with the plain 'N passed, N failed' line CI reads. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const total: Counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') total.passed++;
        else if (state === 'failed') total.failed++;
        else total.skipped++;
      }
    }
    const browser = browserCounts();
    if (browser) {
      console.log(
        `\nVitest: ${total.passed} passed, ${total.failed} failed; Playwright: ${browser.passed} passed, ${browser.failed} failed`,
      );
      total.passed += browser.passed;
      total.failed += browser.failed;
      total.skipped += browser.skipped;
    }
    console.log(
      `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
    );
  }
}
