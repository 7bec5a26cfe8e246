import type { PageContextData } from '../PageModel.ts'
import type { SiteRuntime } from '../SiteRuntime.ts'

/**
 * A block's server-side data loader, in `blocks/<Type>/loader.server.ts` as `export const load`.
 * It runs before rendering; its result reaches the component as `data` and is serialized to the browser.
 */
export type BlockLoader<P, D> = (input: { props: P; context: PageContextData; runtime: SiteRuntime }) => Promise<D> | D

/**
 * Thrown by a loader when the URL names something that does not exist (an unknown order or product):
 * the whole page answers 404 instead of leaving the block out.
 */
export class PageNotFoundError extends Error {}
