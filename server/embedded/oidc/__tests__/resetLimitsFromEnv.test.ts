import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RESET_LIMITS,
  ResetLimitsConfigError,
  resetLimitsFromEnv,
} from '../passwordReset/resetLimits.server.ts'

describe('OIDC_RESET_LIMIT_PER_CLIENT', () => {
  it('raises the per-client count and keeps its window and the per-mailbox limit; refuses what is not a whole number', () => {
    expect(resetLimitsFromEnv({})).toEqual(DEFAULT_RESET_LIMITS)
    expect(resetLimitsFromEnv({ OIDC_RESET_LIMIT_PER_CLIENT: ' 10000 ' })).toEqual({
      perClient: { ...DEFAULT_RESET_LIMITS.perClient, limit: 10000 },
      perMailbox: DEFAULT_RESET_LIMITS.perMailbox,
    })
    for (const raw of ['lots', '0', '2.5']) {
      const parse = () => resetLimitsFromEnv({ OIDC_RESET_LIMIT_PER_CLIENT: raw })
      expect(parse).toThrow(ResetLimitsConfigError)
      expect(parse).toThrow('OIDC_RESET_LIMIT_PER_CLIENT must be a whole number, at least 1')
    }
  })
})
