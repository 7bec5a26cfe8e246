import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CustomerInfo } from './customerInfo.ts'
import { LOGGED_OUT, type LoginState, type SessionView } from './loginState.ts'

/** The login-state actions of spec §4.1 and §3.3. */
export interface AuthActions {
  setLoggedIn: (loggedIn: boolean) => void
  setExpiration: (expiration: number) => void
  setUserData: (userData: CustomerInfo | null) => void
  setChatContextKey: (key: string, expiration: number) => void
  clearChatContextKey: () => void
  /** Clears the state: logged out, expiration 0, user data null (the server clears the cookies). */
  logout: () => void
  /** App start: applies what the server says about this browser's session. */
  applySession: (session: SessionView) => void
}

export interface AuthState extends LoginState, AuthActions {
  /** False until the browser has asked the server; the page renders the signed-out look until then. */
  known: boolean
}

export type AuthStore = StoreApi<AuthState>

/** One store per browser session (never shared between server requests). */
export function createAuthStore(initial: Partial<LoginState> = {}): AuthStore {
  return createStore<AuthState>()((set, get) => ({
    ...LOGGED_OUT,
    ...initial,
    known: false,
    setLoggedIn: (loggedIn) => set({ is_logged_in: loggedIn }),
    setExpiration: (expiration) => set({ expiration }),
    setUserData: (userData) => set({ user_data: userData }),
    setChatContextKey: (key, expiration) => set({ chat_context_key: key, chat_context_key_expiration: expiration }),
    clearChatContextKey: () => set({ chat_context_key: null, chat_context_key_expiration: null }),
    logout: () => set({ ...LOGGED_OUT, known: true }),
    // §4.1's app start in one step, so a subscriber never sees half a session: signed in, the status, expiration,
    // user data and the chat context key the server derived (none: cleared); signed out, everything cleared (logout).
    applySession: (session) => {
      if (!session.is_logged_in) return get().logout()
      const keyed = Boolean(session.chat_context_key && session.chat_context_key_expiration)
      set({
        is_logged_in: true,
        expiration: session.expiration,
        user_data: session.user_data,
        chat_context_key: keyed ? session.chat_context_key : null,
        chat_context_key_expiration: keyed ? session.chat_context_key_expiration : null,
        known: true,
      })
    },
  }))
}
