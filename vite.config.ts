import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  // Emotion's jsx runtime gives every block the `css` prop.
  plugins: [react({ jsxImportSource: '@emotion/react' }), vike()],
  build: { target: 'es2022' },
})
