import { defineConfig } from 'vitest/config'

// `npm run test:cms`: the site against a real Strapi 5 built from cms/. Kept out of the main config's projects,
// so `npm test` neither installs Strapi (about 840 MB) nor waits for it.
export default defineConfig({
  test: {
    name: 'cms',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cms/**/*.test.ts'],
    globalSetup: ['tests/cms/support/globalSetup.ts'],
    reporters: ['default'],
    fileParallelism: false,
    // Rendering every content page twice on a loaded 2-core machine; Strapi's install and start are in hookTimeout.
    testTimeout: 600_000,
    hookTimeout: 1_800_000,
  },
})
