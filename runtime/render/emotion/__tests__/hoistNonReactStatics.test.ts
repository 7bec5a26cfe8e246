import { describe, expect, it } from 'vitest'
import hoistNonReactStatics from '../hoistNonReactStatics.ts'

describe('hoistNonReactStatics (what Emotion’s withTheme uses)', () => {
  it('copies a component’s own statics, not React’s or a function’s', () => {
    const Source = Object.assign(function Source() {}, {
      displayName: 'Source',
      defaultProps: { a: 1 },
      preload: () => 'preloaded',
    })
    const symbol = Symbol('marker')
    Object.defineProperty(Source, symbol, { value: 'kept', enumerable: false })
    const Target = function Target() {}
    const hoisted = hoistNonReactStatics(Target, Source) as typeof Target & Record<string | symbol, unknown>
    expect(hoisted).toBe(Target)
    expect((hoisted.preload as () => string)()).toBe('preloaded')
    expect(hoisted[symbol]).toBe('kept')
    expect(hoisted.name).toBe('Target')
    expect('displayName' in hoisted).toBe(false)
    expect('defaultProps' in hoisted).toBe(false)
  })
})
