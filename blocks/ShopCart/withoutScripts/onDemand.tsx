import { onDemand } from '../../shared/onDemand.tsx'

/**
 * What the cart block shows only where scripts did not run (a package ordered without them that failed, the cart view
 * whose contents never came): loaded where rendered, so /shop's first JavaScript does not carry it.
 */
export const ShopCartWithoutScriptsOnDemand = await onDemand(() =>
  import('./ShopCartWithoutScripts.tsx').then((module) => module.ShopCartWithoutScripts),
)
