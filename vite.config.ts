import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { type Plugin, defineConfig } from 'vite'
import { islandChunks } from './scripts/vite/islandChunks.ts'

/**
 * A block's schema (blocks/<Type>/schema.json, kept in its definition) serves the server and the tools: the
 * config check, codegen, the studio (built on its own). Islands never read it, so the site's browser build
 * leaves it out instead of shipping every hydrated block's schema.
 */
function blockSchemasStayOnServer(): Plugin {
  return {
    name: 'block-schemas-stay-on-server',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Still JSON, so Vite's JSON step turns it into `export default {}`.
    load: (id) => (/[\\/]blocks[\\/][^\\/]+[\\/]schema\.json$/.test(id) ? '{}' : undefined),
  }
}

// What every page loads in a few files rather than thirty (scripts/vite/islandChunks.ts).
const everyPage = islandChunks([
  { name: 'islands-core', roots: ['/blocks/islandEntry.ts'] },
  { name: 'site-header', roots: ['/blocks/SiteHeader/index.ts'] },
  // What the shop's blocks share (stores, cart, checkout): one file on the shop's pages, none elsewhere.
  {
    name: 'shop',
    // The package price: the package tables and the chosen package, which load apart, both show it.
    roots: ['/blocks/ShopCart/index.ts', '/blocks/shared/shop/PackagePrice.tsx'],
    only: /[\\/](blocks[\\/]shared[\\/]shop|services[\\/](ecommerce|cart))[\\/]|[\\/]zustand[\\/]esm[\\/]middleware/,
  },
  // The blocks /shop hydrates as it opens, in one file: each on its own was a file of 1-2 KiB gzipped alone.
  // Their helpers other blocks also use stay apart; the chosen package, the customiser and the error dialog load
  // when asked (their `hydrateOn`).
  {
    name: 'shop-page',
    roots: ['/blocks/ShopCart/index.ts', '/blocks/ShopZipHero/index.ts', '/blocks/PackageTables/index.ts'],
    exclusive: true,
  },
])

export default defineConfig({
  // Emotion's jsx runtime gives every block the `css` prop.
  plugins: [react({ jsxImportSource: '@emotion/react' }), vike(), blockSchemasStayOnServer(), everyPage.plugin],
  resolve: {
    alias: {
      // Only Emotion's withTheme uses it; runtime/render/emotion/hoistNonReactStatics.ts says why it is replaced.
      'hoist-non-react-statics': fileURLToPath(
        new URL('runtime/render/emotion/hoistNonReactStatics.ts', import.meta.url),
      ),
    },
  },
  // NO_MINIFY=1 npm run build keeps names readable in browser profiles.
  build: { target: 'es2022', minify: process.env.NO_MINIFY ? false : undefined },
  // In development Vite finds the browser's dependencies by scanning its entries: the island loader is one.
  optimizeDeps: { entries: ['blocks/islandEntry.ts'] },
  environments: {
    // The browser's only entry: the island loader, which pages request after their first paint
    // (blocks/islandEntry.ts starts runtime/islands; the server finds its hashed file in the build's manifest).
    client: {
      build: {
        rolldownOptions: {
          input: { islands: 'blocks/islandEntry.ts' },
          output: { codeSplitting: { groups: everyPage.groups } },
        },
      },
    },
  },
})
