import type { BlockInstance, PageModel, PartnerSummary } from '../PageModel.ts'
import { hasScheduleEnded, isScheduleShowing, scheduleKey } from '../../services/schedule/index.ts'

/**
 * The page without the scheduled blocks it must not show at `now`. A page rendered per request drops every
 * block outside its window. A prerendered page is built once and served for days, so it keeps the ones not
 * started yet (the browser's boot script hides them until their start, see services/schedule) and drops
 * only those already over; it lists the ones not started in `pendingSchedules`, which a browser without scripts
 * hides by the head's <noscript> style (so an out-of-season page never shows its sale beside its "next sale").
 */
export function currentSchedules(page: PageModel, now: number): PageModel {
  const keep = (block: BlockInstance) =>
    !block.schedule ||
    (page.render === 'request' ? isScheduleShowing(block.schedule, now) : !hasScheduleEnded(block.schedule, now))
  const { header, footer } = page.layout
  if (![...page.blocks, ...header, ...footer].some((block) => block.schedule)) return page
  const kept = {
    ...page,
    blocks: page.blocks.filter(keep),
    layout: { ...page.layout, header: header.filter(keep), footer: footer.filter(keep) },
  }
  const pending = pendingSchedulesOf(kept, now)
  return pending.length ? { ...kept, pendingSchedules: pending } : kept
}

/** When the first scheduled block of a page starts or ends after `now`, or null when none will. */
export function nextScheduleChange(page: PageModel, now: number): number | null {
  let next: number | null = null
  for (const block of [...page.blocks, ...page.layout.header, ...page.layout.footer])
    for (const edge of [block.schedule?.startsAt, block.schedule?.endsAt])
      if (edge !== undefined && edge !== null && edge > now && (next === null || edge < next)) next = edge
  return next
}

/** The distinct windows of a page's scheduled blocks that have not started at `now`. */
function pendingSchedulesOf(page: PageModel, now: number): string[] {
  const blocks = [...page.blocks, ...page.layout.header, ...page.layout.footer]
  const pending = blocks.flatMap((block) =>
    block.schedule && !isScheduleShowing(block.schedule, now) ? [scheduleKey(block.schedule)] : [],
  )
  return [...new Set(pending)]
}

/** The distinct schedule windows on a page, for the boot script's `<meta name="x-schedules">`. */
export function scheduleKeysOf(page: PageModel): string[] {
  const blocks = [...page.blocks, ...page.layout.header, ...page.layout.footer]
  return [...new Set(blocks.flatMap((block) => (block.schedule ? [scheduleKey(block.schedule)] : [])))]
}

/**
 * Whether a partner's page is live at `now`: outside the partner's schedule it answers 404, as if the
 * partner's page did not exist (the prerendered copy is not served either, server/prerenderedPages).
 */
export function isPartnerPageLive(partner: Pick<PartnerSummary, 'schedule'> | null, now: number): boolean {
  return !partner?.schedule || isScheduleShowing(partner.schedule, now)
}
