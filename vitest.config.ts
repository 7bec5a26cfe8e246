import { defineConfig } from 'vitest/config'

/**
 * How long a browser test's `expect.poll` waits for the page: a fetch answered, a component hydrated. Vitest's 1 s
 * default held on an idle machine and failed under load (the studio's simulated-ZIP check answered after it); the
 * limit is sized for the work on a loaded 2-core machine, and a passing poll still returns at once.
 */
const BROWSER_POLL = { timeout: 15_000, interval: 50 }

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summaryReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            '{runtime,blocks,services,server,scripts,studio}/**/__tests__/**/*.test.{ts,tsx}',
            'tests/config/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          // Many unit tests render whole pages or the whole site (every route) through the real runtime: a few
          // hundred ms on an idle machine, several seconds on a loaded 2-core one. Vitest's default of 5 s made
          // them fail under load; these limits are for the work, not for the wait.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The studio in Chromium: each file starts its own studio server on a copy of the config.
          name: 'studio',
          include: ['studio/**/__tests__/**/*.browser.test.ts'],
          fileParallelism: false,
          // After the unit and e2e projects, alone: its mouse drags in Puck missed their drop when the cluster
          // test's three servers and the browser tests shared the two cores with it.
          sequence: { groupOrder: 1 },
          // The first test also waits for Vite to compile the editor (Puck and every block) on a shared machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: BROWSER_POLL },
        },
      },
      {
        test: {
          // Three production servers on a real PostgreSQL and Redis behind a proxy (npm run test:cluster).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          // Last and alone: three production servers, PostgreSQL and Redis take the whole machine.
          sequence: { groupOrder: 2 },
          // Alone it takes 40–160 s; under npm test it shares two cores with the browser tests, so the
          // limits are sized for the work on a loaded machine, not for the 3-minute target.
          testTimeout: 420_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 0 },
          include: ['tests/e2e/**/*.test.ts'],
          // One built server and one browser for every browser test file.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: BROWSER_POLL },
        },
      },
    ],
  },
})
