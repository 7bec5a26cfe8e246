// The layers of the code, enforced by eslint-plugin-boundaries (imported by eslint.config.js, and by
// tests/config/layers.test.ts, which proves that a wrong-way import fails).
import boundaries from 'eslint-plugin-boundaries'

export const layers = {
  // The layers (docs/architecture.md "Layers"): services (framework-free) <- runtime (the engine, which knows
  // the block contract, never a block) <- blocks <- pages, server and studio, which hand the registry in.
  // An import the wrong way fails `npm run lint`.
  files: ['**/*.ts', '**/*.tsx'],
  ignores: ['**/__tests__/**', 'tests/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    'boundaries/include': [
      'services/**',
      'runtime/**',
      'blocks/**',
      'pages/**',
      'server/**',
      'studio/**',
      'schemas/**',
      'scripts/**',
      'bench/**',
    ],
    // The first pattern a file matches gives its element type.
    'boundaries/elements': [
      // The block contract: what blocks implement and the engine consumes, a leaf in the import graph.
      {
        type: 'contract',
        mode: 'full',
        pattern: [
          'runtime/render/Block{Definition,Loader,Services,Instance}.ts',
          'runtime/render/FrameParts.ts',
          'runtime/PageModel.ts',
          'runtime/SiteConfig.ts',
        ],
      },
      // Generated from the blocks: the browser's table of interactive blocks imports their code.
      { type: 'blocks', mode: 'full', pattern: 'schemas/generated/interactiveBlocks.ts' },
      { type: 'schemas', mode: 'full', pattern: 'schemas/**' },
      { type: 'services', mode: 'full', pattern: 'services/**' },
      { type: 'runtime', mode: 'full', pattern: 'runtime/**' },
      { type: 'blocks', mode: 'full', pattern: 'blocks/**' },
      { type: 'pages', mode: 'full', pattern: 'pages/**' },
      { type: 'server', mode: 'full', pattern: 'server/**' },
      { type: 'studio', mode: 'full', pattern: 'studio/**' },
      { type: 'tools', mode: 'full', pattern: ['scripts/**', 'bench/**'] },
    ],
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        message: '${file.type} must not import ${dependency.type} (docs/architecture.md, "Layers")',
        rules: [
          { from: 'schemas', allow: ['schemas'] },
          { from: 'services', allow: ['services', 'schemas'] },
          // The contract may name the engine's data types (the route table's shape), never its code.
          { from: 'contract', allow: ['contract', 'services', 'schemas'] },
          { from: 'contract', allow: ['runtime'], importKind: 'type' },
          { from: 'runtime', allow: ['runtime', 'contract', 'services', 'schemas'] },
          { from: 'blocks', allow: ['blocks', 'runtime', 'contract', 'services', 'schemas'] },
          { from: 'server', allow: ['server', 'blocks', 'runtime', 'contract', 'services', 'schemas'] },
          { from: 'pages', allow: ['pages', 'server', 'blocks', 'runtime', 'contract', 'services', 'schemas'] },
          {
            from: 'studio',
            allow: ['studio', 'tools', 'server', 'blocks', 'runtime', 'contract', 'services', 'schemas'],
          },
          { from: 'tools', allow: ['*'] },
        ],
      },
    ],
  },
}
