import type { BlockConfig } from '../../schemas/generated/routes.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import {
  type ScheduleConfig,
  describeChicagoTime,
  hasScheduleEnded,
  lastShowingMinute,
  scheduleWindow,
} from '../../services/schedule/index.ts'
import {
  type BlockScheduleConfig,
  type UndatedReason,
  datedSchedule,
  namesPromotion,
} from '../../services/schedule/promotionSchedule.ts'
import { addCalendarDays, yearlyRuleProblem } from '../../services/hours/closedDates.ts'
import { wallClock } from '../../services/hours/schedule.ts'
import { type IssueSink, LAYOUTS_FILE, PARTNERS_FILE, PRICE_PROMOTIONS_FILE, ROUTES_FILE } from './IssueSink.ts'

const HOURS_FILE = 'site-config/hours.json'

/**
 * A schedule that names a day that does not exist, or ends before it starts, is an error. One that has
 * ended is only a warning: the block is simply hidden (a partner's pages answer 404), and the calendar must
 * never stop a build or a server start; `config:check --strict` (pull requests) fails on it, so the config
 * is tidied before it merges.
 */
export function checkSchedules(config: SiteConfig, now: number, report: IssueSink, warn: IssueSink): void {
  /** `edge` says where a problem with one end of the window is written: its own field, or the promotion naming it. */
  const check = (
    schedule: ScheduleConfig,
    file: string,
    here: Array<string | number>,
    ended: string,
    edge: (end: 'startsAt' | 'endsAt') => Array<string | number> = (end) => [...here, end],
  ) => {
    const window = scheduleWindow(schedule)
    if (!window) {
      report(file, here, 'not a real date or time in America/Chicago', schedule)
    } else if (window.startsAt !== null && window.endsAt !== null && window.startsAt >= window.endsAt) {
      report(
        file,
        edge('startsAt'),
        `starts after it ends (${describeChicagoTime(lastShowingMinute(schedule.endsAt!, window.endsAt))})`,
        schedule.startsAt,
      )
    } else if (hasScheduleEnded(window, now)) {
      warn(
        file,
        edge('endsAt'),
        `ended ${describeChicagoTime(lastShowingMinute(schedule.endsAt!, window.endsAt!))}; ${ended}`,
        schedule.endsAt,
      )
    }
  }
  const promotions = config.pricePromotions.promotions
  const checkBlockSchedule = (
    schedule: BlockScheduleConfig,
    file: string,
    here: Array<string | number>,
    id: string,
  ) => {
    const ended = `the block "${id}" no longer shows: remove it or give it a new end`
    if (!namesPromotion(schedule)) return check(schedule, file, here, ended)
    const dated = datedSchedule(schedule, promotions)
    if ('undated' in dated) {
      const field = dated.undated === 'unknown promotion' ? 'promotion' : 'when'
      report(file, [...here, field], undatedMessage(dated.undated, schedule.promotion, promotions), schedule[field])
    } else {
      check(dated, file, here, `${ended} (its promotion "${schedule.promotion}" is over)`, () => [...here, 'when'])
    }
  }
  const checkBlocks = (blocks: readonly BlockConfig[], file: string, at: Array<string | number>) => {
    blocks.forEach((block, b) => {
      if (block.schedule) checkBlockSchedule(block.schedule, file, [...at, b, 'schedule'], block.id)
    })
  }
  config.routes.routes.forEach((route, r) => checkBlocks(route.blocks, ROUTES_FILE, ['routes', r, 'blocks']))
  for (const key of ['notFound', 'serverError'] as const)
    checkBlocks(config.routes.errorPages[key].blocks, ROUTES_FILE, ['errorPages', key, 'blocks'])
  for (const [name, layout] of Object.entries(config.layouts.layouts)) {
    checkBlocks(layout.header, LAYOUTS_FILE, ['layouts', name, 'header'])
    checkBlocks(layout.footer, LAYOUTS_FILE, ['layouts', name, 'footer'])
  }
  checkClosedDates(config, now, report, warn)
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

/** Why a schedule naming a promotion has no dates, and what to write instead. */
function undatedMessage(reason: UndatedReason, id: string, promotions: ReadonlyArray<{ id: string }>): string {
  const ids = promotions.map((p) => `"${p.id}"`).join(', ') || 'none'
  switch (reason) {
    case 'unknown promotion':
      return `unknown promotion "${id}"; ${PRICE_PROMOTIONS_FILE} declares ${ids}`
    case 'promotion not dated':
      return `the promotion "${id}" has no real dates (${PRICE_PROMOTIONS_FILE} says why)`
    case 'no start':
      return `the promotion "${id}" has no "startsAt", so nothing shows "before" it; give it a start or dates of the block's own`
    case 'no end':
      return `the promotion "${id}" has no "endsAt", so nothing shows "after" it; give it an end or dates of the block's own`
  }
}

/**
 * hours.json `closedEveryYear`: a rule no year can keep (month 13, 31 April, a fifth Thursday, a day and a weekday
 * together) is an error at the rule's line: the holiday it means would silently never close the lines.
 */
function checkYearlyClosedDays(config: SiteConfig, report: IssueSink): void {
  config.hours.closedEveryYear?.forEach((rule, r) => {
    const problem = yearlyRuleProblem(rule)
    if (problem !== undefined)
      report(HOURS_FILE, ['closedEveryYear', r], `the yearly closed day "${rule.name}": ${problem}`, rule)
  })
}

/**
 * hours.json `closedDates`: a date not written YYYY-MM-DD, or a day that does not exist (2026-02-30), is an error; one that has passed only warns, like
 * an ended schedule (it changes nothing any more, and the calendar must never stop a build or a start).
 */
function checkClosedDates(config: SiteConfig, now: number, report: IssueSink, warn: IssueSink): void {
  const today = wallClock(now, config.hours.timezone).date
  for (const [date, name] of Object.entries(config.hours.closedDates ?? {})) {
    const here = ['closedDates', date]
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addCalendarDays(date, 0) !== date)
      report(
        HOURS_FILE,
        here,
        `the closed date "${date}" is not a day of the calendar written YYYY-MM-DD, e.g. "2026-11-26"`,
        name,
      )
    else if (date < today) warn(HOURS_FILE, here, `ended ${date} (${name}): remove it or add next year's`, name)
  }
  checkYearlyClosedDays(config, report)
  // Yearly rules never run out: with any, the one-off dates are extra closings, not the calendar to extend.
  if (!config.hours.closedEveryYear?.length) warnClosedDatesRunningOut(config, today, warn)
}

/**
 * Without closedEveryYear rules, the closed dates are written a year at a time and must be extended each year: once the next 12 months reach past
 * the last listed year (its holidays are the list's last), the list is about to run out, and the call lines and the
 * scheduling pickers would treat next year's holidays as working days. A warning at the last date, never a failure.
 */
function warnClosedDatesRunningOut(config: SiteConfig, today: string, warn: IssueSink): void {
  const dates = Object.keys(config.hours.closedDates ?? {})
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addCalendarDays(date, 0) === date)
    .sort()
  const last = dates.at(-1)
  if (last === undefined) return
  const lastYear = Number(last.slice(0, 4))
  const aYearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
  if (aYearAhead <= `${lastYear}-12-31`) return
  warn(
    HOURS_FILE,
    ['closedDates', last],
    `the closed dates run out after ${lastYear}'s (the last is ${last}, ${config.hours.closedDates![last]}), less than 12 months ahead: add ${lastYear + 1}'s holidays`,
    config.hours.closedDates![last],
  )
}
