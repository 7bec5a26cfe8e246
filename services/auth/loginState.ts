import type { CustomerInfo } from './customerInfo.ts'

/** Login validity (spec §4.1, §9.1): 24 hours from sign-in. */
export const LOGIN_VALIDITY_SECONDS = 86_400

/**
 * The login state of spec §3.3 as the browser holds it. The chat provider is not named in the spec,
 * so its context key is `chat_context_key`.
 */
export interface LoginState {
  is_logged_in: boolean
  /** When the login ends, in milliseconds since the epoch (the spec's expiration_time); 0 when logged out. */
  expiration: number
  user_data: CustomerInfo | null
  chat_context_key: string | null
  chat_context_key_expiration: number | null
}

export const LOGGED_OUT: LoginState = {
  is_logged_in: false,
  expiration: 0,
  user_data: null,
  chat_context_key: null,
  chat_context_key_expiration: null,
}

/**
 * What `GET /api/session` answers; tokens never leave the server, so they are not part of it. The chat context key
 * is the server's (an HMAC of the customer, server/chat/chatContextKey.server.ts): the browser is handed the key, never
 * what it is derived from, and it ends with the login (its expiration is the login's).
 */
export interface SessionView {
  is_logged_in: boolean
  expiration: number
  user_data: CustomerInfo | null
  chat_context_key: string | null
  chat_context_key_expiration: number | null
}

export const SIGNED_OUT_VIEW: SessionView = {
  is_logged_in: false,
  expiration: 0,
  user_data: null,
  chat_context_key: null,
  chat_context_key_expiration: null,
}

/** §4.1: logged in while the login exists and is less than 24 hours old. */
export function isLoginValid(signedInAt: number, now: number): boolean {
  return now >= signedInAt && now - signedInAt < LOGIN_VALIDITY_SECONDS * 1000
}

/**
 * The app-start rules of §4.1, decided from what is known at start:
 * 1. a pending redirect (the move request waiting for sign-in) is completed and cleared;
 * 2. a valid login marks the user logged in, fetching customer info when none is stored or it has no sites;
 * 3. otherwise the login state is cleared.
 */
export type StartDecision =
  | { kind: 'complete-redirect'; fetchCustomerInfo: true }
  | { kind: 'logged-in'; fetchCustomerInfo: boolean }
  | { kind: 'clear' }

export function decideAppStart(input: {
  redirectPending: boolean
  loginValid: boolean
  customerInfoMissing: boolean
}): StartDecision {
  if (input.redirectPending && input.loginValid) return { kind: 'complete-redirect', fetchCustomerInfo: true }
  if (input.loginValid) return { kind: 'logged-in', fetchCustomerInfo: input.customerInfoMissing }
  return { kind: 'clear' }
}
