import { createContext, useContext } from 'react'

/**
 * True inside an island the browser is hydrating from the server's HTML (runtime/islands/islandLoader.ts).
 * Code that may wait for the visitor (a form's) waits only there: the server's HTML shows it meanwhile.
 * Elsewhere in the browser (the studio's preview renders blocks from scratch) nothing shows it, so it loads at once.
 */
const HydratingIslandContext = createContext(false)

export const HydratingIslandProvider = HydratingIslandContext.Provider

export function useHydratingIsland(): boolean {
  return useContext(HydratingIslandContext)
}
