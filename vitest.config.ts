import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summaryReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{runtime,blocks,services,server,scripts}/**/__tests__/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One built server and one browser for every browser test file.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
