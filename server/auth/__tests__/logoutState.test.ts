import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { LOGOUT_STATE_TTL_MS, openLogoutState, sealLogoutState } from '../logoutState.server.ts'

const KEY = 'k'.repeat(43)
const NOW = 1_800_000_000_000

describe('the signed return place of a sign-out (state)', () => {
  it('opens to the place it was sealed with, until it expires', () => {
    const state = sealLogoutState('/help-center/search?q=camera#top', KEY, NOW)
    expect(state).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect(openLogoutState(state, KEY, NOW + 1000)).toBe('/help-center/search?q=camera#top')
    expect(openLogoutState(state, KEY, NOW + LOGOUT_STATE_TTL_MS)).toBe('/')
  })

  it('opens to / when it is missing, altered, re-signed with another key or not a state at all', () => {
    const state = sealLogoutState('/faqs', KEY, NOW)
    const [payload, signature] = state.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ place: '/account-elsewhere', expires: NOW + 60_000 })).toString(
      'base64url',
    )
    expect(openLogoutState(undefined, KEY, NOW)).toBe('/')
    expect(openLogoutState(['/faqs'], KEY, NOW)).toBe('/')
    expect(openLogoutState(`${forged}.${signature}`, KEY, NOW)).toBe('/')
    expect(openLogoutState(`${payload}.${signature.slice(0, -1)}A`, KEY, NOW)).toBe('/')
    expect(openLogoutState(`${payload}.${signature}.extra`, KEY, NOW)).toBe('/')
    expect(openLogoutState(state, 'another-key', NOW)).toBe('/')
    expect(openLogoutState('/faqs', KEY, NOW)).toBe('/')
    expect(openLogoutState(`${'a'.repeat(5000)}.${signature}`, KEY, NOW)).toBe('/')
  })

  it('never carries a place off the site: unsafe places are sealed as / and refused again when opened', () => {
    for (const place of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ]) {
      expect(openLogoutState(sealLogoutState(place, KEY, NOW), KEY, NOW)).toBe('/')
    }
    // Even a correctly signed payload naming another site (a leaked key, an older format) opens to /.
    const payload = Buffer.from(JSON.stringify({ place: '//evil.example', expires: NOW + 60_000 })).toString(
      'base64url',
    )
    const signature = createHmac('sha256', KEY).update(`logout-state.${payload}`).digest('base64url')
    expect(openLogoutState(`${payload}.${signature}`, KEY, NOW)).toBe('/')
  })
})
