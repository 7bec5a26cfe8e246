import { useEffect, useState } from 'react'

/** Whether the page has scrolled at least `px` (spec 9.8: the nav bar turns solid at 64 px). */
export function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= px)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [px])
  return scrolled
}
