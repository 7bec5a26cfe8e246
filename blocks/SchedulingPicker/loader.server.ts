import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'

/**
 * The server's clock when it renders the page (the route renders per request): the pickers' dates and times are
 * built from it in the server HTML, so a visitor whose scripts do not run can still book, and the browser's first
 * render builds the same ones (no hydration mismatch) before it moves to its own clock.
 */
export const load: BlockLoader<SchedulingPickerProps, { renderedAt: number }> = () => ({ renderedAt: Date.now() })
