import type { ComponentType } from 'react'

/**
 * The parts of the page's frame that blocks/ provides and the engine places (part of the block contract): the
 * lead modals' host, an island on every page whose layout allows lead forms. Handed in by the caller
 * (blocks/frameParts.ts) to the page view on the server and to the island loader in the browser.
 */
export interface FrameParts {
  LeadModals: ComponentType<{ leadForms: boolean }>
}
