import type { BlockConfig } from '../../schemas/generated/routes.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import { describeChicagoTime, promotionWindow } from '../../services/promotions/index.ts'
import { type IssueSink, LAYOUTS_FILE, ROUTES_FILE } from './IssueSink.ts'

/**
 * A promotion that has ended fails the check (it no longer shows, but its block and its claims still
 * sit in the config); one that ends before it starts, or names a day that does not exist, too.
 */
export function checkPromotions(config: SiteConfig, now: number, report: IssueSink): void {
  const check = (blocks: readonly BlockConfig[], file: string, at: Array<string | number>) => {
    blocks.forEach((block, b) => {
      if (!block.promotion) return
      const here = [...at, b, 'promotion']
      const window = promotionWindow(block.promotion)
      if (!window) {
        report(file, here, 'not a real date or time in America/Chicago', block.promotion)
      } else if (window.startsAt !== null && window.startsAt >= window.endsAt) {
        report(
          file,
          [...here, 'startsAt'],
          `starts after it ends (${describeChicagoTime(lastMinute(block.promotion.endsAt, window.endsAt))})`,
          block.promotion.startsAt,
        )
      } else if (window.endsAt <= now) {
        report(
          file,
          [...here, 'endsAt'],
          `this promotion ended ${describeChicagoTime(lastMinute(block.promotion.endsAt, window.endsAt))} and no longer shows; remove the block "${block.id}" or give it a new end`,
          block.promotion.endsAt,
        )
      }
    })
  }
  config.routes.routes.forEach((route, r) => check(route.blocks, ROUTES_FILE, ['routes', r, 'blocks']))
  for (const key of ['notFound', 'serverError'] as const)
    check(config.routes.errorPages[key].blocks, ROUTES_FILE, ['errorPages', key, 'blocks'])
  for (const [name, layout] of Object.entries(config.layouts.layouts)) {
    check(layout.header, LAYOUTS_FILE, ['layouts', name, 'header'])
    check(layout.footer, LAYOUTS_FILE, ['layouts', name, 'footer'])
  }
}

/** A whole-day end reads as that day's 11:59 PM, the way the offer's terms say it. */
function lastMinute(written: string, endsAt: number): number {
  return written.includes('T') ? endsAt : endsAt - 60_000
}
