import { type ComponentType, Suspense, createElement, lazy } from 'react'

/**
 * A component whose code loads in the browser only where a page renders it (a part only some pages show, such as a
 * partner's card in the shop's ZIP hero), so the block around it does not carry it. The server loads it before any
 * render (top-level await in the module that calls this). In the browser, while it loads, a hydrating island keeps
 * the server's HTML of it (a Suspense boundary hydrates when its code arrives), so nothing moves.
 */
export async function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const Component: ComponentType<P> =
    typeof window === 'undefined' ? await load() : lazy(() => load().then((loaded) => ({ default: loaded })))
  return function OnDemand(props: P) {
    return <Suspense fallback={null}>{createElement(Component, props)}</Suspense>
  }
}
