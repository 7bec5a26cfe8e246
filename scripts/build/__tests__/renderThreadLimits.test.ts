import { describe, expect, it } from 'vitest'
import {
  PLAN_THREAD_HEAP_MB,
  RENDER_THREAD_HEAP_MB,
  planThreadLimits,
  renderThreadLimits,
} from '../renderThreadLimits.ts'

describe("a render thread's heap is bounded (issue 27, the build's peak memory)", () => {
  it('is 256 MB of old generation unless PRERENDER_WORKER_HEAP_MB says otherwise', () => {
    expect(RENDER_THREAD_HEAP_MB).toBe(256)
    expect(renderThreadLimits({})).toEqual({ maxOldGenerationSizeMb: 256 })
    expect(renderThreadLimits({ PRERENDER_WORKER_HEAP_MB: '512' })).toEqual({ maxOldGenerationSizeMb: 512 })
  })

  it('ignores a value that is not a whole number of MB above 0, rather than leave the heap unbounded', () => {
    for (const value of ['', 'lots', '0', '-64', '1.5'])
      expect(renderThreadLimits({ PRERENDER_WORKER_HEAP_MB: value })).toEqual({ maxOldGenerationSizeMb: 256 })
  })
})

describe("the planning thread's heap is bounded (issue 27, the one-partner build's peak memory)", () => {
  it('is 384 MB of old generation unless PRERENDER_PLAN_HEAP_MB says otherwise', () => {
    expect(PLAN_THREAD_HEAP_MB).toBe(384)
    expect(planThreadLimits({})).toEqual({ maxOldGenerationSizeMb: 384 })
    expect(planThreadLimits({ PRERENDER_PLAN_HEAP_MB: '1024', PRERENDER_WORKER_HEAP_MB: '512' })).toEqual({
      maxOldGenerationSizeMb: 1024,
    })
    for (const value of ['', 'lots', '0', '1.5'])
      expect(planThreadLimits({ PRERENDER_PLAN_HEAP_MB: value })).toEqual({ maxOldGenerationSizeMb: 384 })
  })
})
