import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../authStore.ts'
import { LOGGED_OUT, SIGNED_OUT_VIEW, decideAppStart, isLoginValid } from '../loginState.ts'

const HOUR = 3_600_000

describe('login state (spec §3.3, §4.1)', () => {
  it('starts with the defaults of §3.3', () => {
    const state = createAuthStore().getState()
    expect(state).toMatchObject({
      is_logged_in: false,
      expiration: 0,
      user_data: null,
      chat_context_key: null,
      chat_context_key_expiration: null,
      known: false,
    })
  })

  it('has the actions of §4.1 and §3.3', () => {
    const store = createAuthStore()
    const actions = store.getState()
    actions.setLoggedIn(true)
    actions.setExpiration(123)
    actions.setUserData({ name: 'Alex' })
    actions.setChatContextKey('ctx-1', 456)
    expect(store.getState()).toMatchObject({
      is_logged_in: true,
      expiration: 123,
      user_data: { name: 'Alex' },
      chat_context_key: 'ctx-1',
      chat_context_key_expiration: 456,
    })
    store.getState().clearChatContextKey()
    expect(store.getState()).toMatchObject({ chat_context_key: null, chat_context_key_expiration: null })
    store.getState().logout()
    expect(store.getState()).toMatchObject({ ...LOGGED_OUT, known: true })
  })

  it('applies the session the server reports at app start, the chat context key with it', () => {
    const store = createAuthStore()
    store.getState().applySession({
      is_logged_in: true,
      expiration: 99,
      user_data: { name: 'Jordan' },
      chat_context_key: 'hmac-of-jordan',
      chat_context_key_expiration: 99,
    })
    expect(store.getState()).toMatchObject({
      is_logged_in: true,
      expiration: 99,
      user_data: { name: 'Jordan' },
      chat_context_key: 'hmac-of-jordan',
      chat_context_key_expiration: 99,
      known: true,
    })
    // A session whose customer names nobody the chat can file under: the key a previous session left is cleared.
    store.getState().applySession({
      is_logged_in: true,
      expiration: 120,
      user_data: {},
      chat_context_key: null,
      chat_context_key_expiration: null,
    })
    expect(store.getState()).toMatchObject({
      is_logged_in: true,
      chat_context_key: null,
      chat_context_key_expiration: null,
    })
    // Signed out (or the login ended): everything cleared, the key too.
    store.getState().setChatContextKey('k', 1)
    store.getState().applySession(SIGNED_OUT_VIEW)
    expect(store.getState()).toMatchObject({ ...LOGGED_OUT, known: true })
  })

  it('tells its subscribers the session only once it is complete (one update)', () => {
    const store = createAuthStore()
    const seen: Array<string | null> = []
    store.subscribe((state) => {
      if (state.known) seen.push(state.chat_context_key)
    })
    store.getState().applySession({
      is_logged_in: true,
      expiration: 5,
      user_data: { name: 'Jordan' },
      chat_context_key: 'key',
      chat_context_key_expiration: 5,
    })
    expect(seen).toEqual(['key'])
  })

  it('keeps stores apart (one per browser session)', () => {
    const a = createAuthStore()
    const b = createAuthStore()
    a.getState().setLoggedIn(true)
    expect(b.getState().is_logged_in).toBe(false)
  })

  it('counts a login as valid for less than 24 hours', () => {
    const signedIn = Date.UTC(2026, 0, 1)
    expect(isLoginValid(signedIn, signedIn)).toBe(true)
    expect(isLoginValid(signedIn, signedIn + 24 * HOUR - 1)).toBe(true)
    expect(isLoginValid(signedIn, signedIn + 24 * HOUR)).toBe(false)
    expect(isLoginValid(signedIn, signedIn - 1)).toBe(false)
  })

  it.each([
    [
      { redirectPending: true, loginValid: true, customerInfoMissing: false },
      { kind: 'complete-redirect', fetchCustomerInfo: true },
    ],
    [
      { redirectPending: false, loginValid: true, customerInfoMissing: true },
      { kind: 'logged-in', fetchCustomerInfo: true },
    ],
    [
      { redirectPending: false, loginValid: true, customerInfoMissing: false },
      { kind: 'logged-in', fetchCustomerInfo: false },
    ],
    [{ redirectPending: true, loginValid: false, customerInfoMissing: true }, { kind: 'clear' }],
    [{ redirectPending: false, loginValid: false, customerInfoMissing: false }, { kind: 'clear' }],
  ])('app start %j → %j', (input, decision) => {
    expect(decideAppStart(input)).toEqual(decision)
  })
})
