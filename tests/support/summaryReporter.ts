import type { Reporter, TestModule } from 'vitest/node'

/** Ends the run with the plain `N passed, N failed` line that CI reads, whatever the runner prints above it. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of testModules) {
      // A file that fails before its tests run (a browser that will not start, an import error) is a failure,
      // not a row of skipped tests.
      const testFailed = [...module.children.allTests('failed')].length > 0
      if (module.state() === 'failed' && !testFailed) failed++
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`)
  }
}
