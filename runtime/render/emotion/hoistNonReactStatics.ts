/**
 * What `hoist-non-react-statics` does, in a few lines: copies a component's own static properties onto the
 * component that wraps it, except React's and a function's own. Emotion's `withTheme` is its only user, and the
 * package (with `react-is`, both CommonJS, so never tree-shaken) would otherwise reach every page's browser code
 * through `@emotion/react` (vite.config.ts aliases it here; issue 27, phone-sized JS).
 */
const SKIPPED = new Set([
  // React's statics, which the wrapper has its own of.
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  '$$typeof',
  'render',
  // A function's own.
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
])

export default function hoistNonReactStatics<Target extends object, Source extends object>(
  target: Target,
  source: Source,
): Target {
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if (typeof key === 'string' && SKIPPED.has(key)) continue
    const descriptor = Object.getOwnPropertyDescriptor(source, key)
    if (!descriptor) continue
    try {
      Object.defineProperty(target, key, descriptor)
    } catch {
      // A property the target will not take (non-configurable) stays the target's, as the package does.
    }
  }
  return target
}
