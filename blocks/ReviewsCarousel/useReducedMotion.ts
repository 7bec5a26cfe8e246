import { useEffect, useState } from 'react'

/** Whether the visitor asked the system for reduced motion; false on the server and before hydration. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    setReduced(query.matches)
    const update = () => setReduced(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}
