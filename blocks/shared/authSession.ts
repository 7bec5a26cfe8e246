import { useEffect, useState } from 'react'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'
import {
  type AuthState,
  type AuthStore,
  AUTH_PATHS,
  SIGNED_OUT_VIEW,
  type SessionView,
  createAuthStore,
} from '../../services/auth/index.ts'

// One store per browser session, made on first use in the browser only (never on the server).
let browserStore: AuthStore | undefined

/** The browser's login-state store; the first call asks the server (GET /api/session) once. */
export function browserAuthStore(): AuthStore {
  if (typeof window === 'undefined') throw new Error('browserAuthStore() is for the browser only')
  if (!browserStore) {
    browserStore = createAuthStore()
    void loadSession(browserStore)
  }
  return browserStore
}

async function loadSession(store: AuthStore): Promise<void> {
  let session: SessionView = SIGNED_OUT_VIEW
  try {
    const response = await fetch(AUTH_PATHS.session, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    if (response.ok) session = (await response.json()) as SessionView
  } catch {
    // Offline or the server is down: show the signed-out look; a reload asks again.
  }
  store.getState().applySession(session)
}

/**
 * The login state after hydration, or null while it is not known yet (during server rendering and the
 * first browser render, so both render the same HTML and hydration matches).
 */
export function useAuthState(): AuthState | null {
  const [state, setState] = useState<AuthState | null>(null)
  // A preview (the studio's simulator) may say who is signed in instead of asking the server.
  const { session } = useVisitorOverrides()
  useEffect(() => {
    const store = session ? simulatedAuthStore(session) : browserAuthStore()
    const update = () => {
      const current = store.getState()
      setState(current.known ? current : null)
    }
    update()
    return store.subscribe(update)
  }, [session])
  return state
}

function simulatedAuthStore(session: SessionView): AuthStore {
  const store = createAuthStore()
  store.getState().applySession(session)
  return store
}

/** The page's own site-relative address once in the browser (query included), else the rendered path. */
export function useCurrentPlace(renderedPath: string): string {
  const [place, setPlace] = useState(renderedPath)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
  useEffect(() => setPlace(`${window.location.pathname}${window.location.search}`), [])
  return place
}
