import { describe, expect, it } from 'vitest'
import { RelayConfigError, relayConcurrencyFromEnv } from '../relayConcurrency.server.ts'

describe('LEAD_RELAY_CONCURRENCY', () => {
  it("leaves the relay's default when unset", () => {
    expect(relayConcurrencyFromEnv({})).toEqual({})
    expect(relayConcurrencyFromEnv({ LEAD_RELAY_CONCURRENCY: ' ' })).toEqual({})
  })

  it('sets the deliveries in flight per instance', () => {
    expect(relayConcurrencyFromEnv({ LEAD_RELAY_CONCURRENCY: '32' })).toEqual({ concurrency: 32 })
  })

  it.each(['0', '-1', '2.5', 'many', '257'])('refuses %s', (value) => {
    expect(() => relayConcurrencyFromEnv({ LEAD_RELAY_CONCURRENCY: value })).toThrow(RelayConfigError)
  })
})
