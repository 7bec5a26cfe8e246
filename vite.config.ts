import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  // Emotion's jsx runtime gives every block the `css` prop.
  plugins: [react({ jsxImportSource: '@emotion/react' }), vike()],
  // NO_MINIFY=1 npm run build keeps names readable in browser profiles.
  build: { target: 'es2022', minify: process.env.NO_MINIFY ? false : undefined },
  // In development Vite finds the browser's dependencies by scanning its entries: the island loader is one.
  optimizeDeps: { entries: ['runtime/islands/islandLoader.ts'] },
  environments: {
    // The browser's only entry: the island loader, which pages request after their first paint
    // (runtime/islands; the server finds its hashed file in the build's manifest).
    client: { build: { rollupOptions: { input: { islands: 'runtime/islands/islandLoader.ts' } } } },
  },
})
