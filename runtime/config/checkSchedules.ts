import type { BlockConfig } from '../../schemas/generated/routes.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import {
  type ScheduleConfig,
  describeChicagoTime,
  hasScheduleEnded,
  lastShowingMinute,
  scheduleWindow,
} from '../../services/schedule/index.ts'
import { type IssueSink, LAYOUTS_FILE, PARTNERS_FILE, ROUTES_FILE } from './IssueSink.ts'

/**
 * A schedule that names a day that does not exist, or ends before it starts, is an error. One that has
 * ended is only a warning: the block is simply hidden (a partner's pages answer 404), and the calendar must
 * never stop a build or a server start; `config:check --strict` (pull requests) fails on it, so the config
 * is tidied before it merges.
 */
export function checkSchedules(config: SiteConfig, now: number, report: IssueSink, warn: IssueSink): void {
  const check = (schedule: ScheduleConfig, file: string, here: Array<string | number>, ended: string) => {
    const window = scheduleWindow(schedule)
    if (!window) {
      report(file, here, 'not a real date or time in America/Chicago', schedule)
    } else if (window.startsAt !== null && window.endsAt !== null && window.startsAt >= window.endsAt) {
      report(
        file,
        [...here, 'startsAt'],
        `starts after it ends (${describeChicagoTime(lastShowingMinute(schedule.endsAt!, window.endsAt))})`,
        schedule.startsAt,
      )
    } else if (hasScheduleEnded(window, now)) {
      warn(
        file,
        [...here, 'endsAt'],
        `ended ${describeChicagoTime(lastShowingMinute(schedule.endsAt!, window.endsAt!))}; ${ended}`,
        schedule.endsAt,
      )
    }
  }
  const checkBlocks = (blocks: readonly BlockConfig[], file: string, at: Array<string | number>) => {
    blocks.forEach((block, b) => {
      if (block.schedule)
        check(
          block.schedule,
          file,
          [...at, b, 'schedule'],
          `the block "${block.id}" no longer shows: remove it or give it a new end`,
        )
    })
  }
  config.routes.routes.forEach((route, r) => checkBlocks(route.blocks, ROUTES_FILE, ['routes', r, 'blocks']))
  for (const key of ['notFound', 'serverError'] as const)
    checkBlocks(config.routes.errorPages[key].blocks, ROUTES_FILE, ['errorPages', key, 'blocks'])
  for (const [name, layout] of Object.entries(config.layouts.layouts)) {
    checkBlocks(layout.header, LAYOUTS_FILE, ['layouts', name, 'header'])
    checkBlocks(layout.footer, LAYOUTS_FILE, ['layouts', name, 'footer'])
  }
  config.partners.partners.forEach((partner, p) => {
    if (partner.schedule)
      check(
        partner.schedule,
        PARTNERS_FILE,
        ['partners', p, 'schedule'],
        `the pages of partner "${partner.id}" answer 404: remove the partner, disable it or give it a new end`,
      )
  })
}
