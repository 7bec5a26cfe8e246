import { type ScheduleConfig, scheduleWindow, writtenSchedule } from './index.ts'

/** Which part of a promotion's calendar a block shows in: until it starts, while it runs, from when it ends. */
export const PROMOTION_PHASES = ['before', 'during', 'after'] as const
export type PromotionPhase = (typeof PROMOTION_PHASES)[number]

/** A block schedule that names a price promotion (site-config/price-promotions.json) instead of typing its dates. */
export interface PromotionScheduleConfig {
  promotion: string
  when: PromotionPhase
}

/** What a block's `schedule` may say: dates of its own, or a promotion's. */
export type BlockScheduleConfig = ScheduleConfig | PromotionScheduleConfig

/** A promotion as far as a schedule needs it: its id and its written dates. */
export interface DatedPromotion {
  id: string
  schedule?: ScheduleConfig
}

export function namesPromotion(schedule: BlockScheduleConfig): schedule is PromotionScheduleConfig {
  return 'promotion' in schedule
}

/** Why a promotion-named schedule has no dates, in config:check's words; null when it has them. */
export type UndatedReason = 'unknown promotion' | 'promotion not dated' | 'no start' | 'no end'

/**
 * The dates a block schedule shows between, written as a dated schedule is, so one code (scheduleWindow, the
 * render, prerender windows, cache expiry, config:check) reads both. "during" is the promotion's own dates;
 * "before" ends where the promotion starts ("endsAt": the day before a whole-day start); "after" starts where it
 * ends (the day after a whole-day end). A reason instead when the promotion is unknown or lacks that edge.
 */
export function datedSchedule(
  schedule: BlockScheduleConfig,
  promotions: readonly DatedPromotion[],
): ScheduleConfig | { undated: UndatedReason } {
  if (!namesPromotion(schedule)) return schedule
  const promotion = promotions.find((p) => p.id === schedule.promotion)
  if (!promotion) return { undated: 'unknown promotion' }
  const window = scheduleWindow(promotion.schedule ?? {})
  if (!window) return { undated: 'promotion not dated' }
  if (schedule.when === 'during') return promotion.schedule ?? {}
  if (schedule.when === 'before') {
    if (window.startsAt === null) return { undated: 'no start' }
    return writtenSchedule({ startsAt: null, endsAt: window.startsAt })
  }
  if (window.endsAt === null) return { undated: 'no end' }
  return writtenSchedule({ startsAt: window.endsAt, endsAt: null })
}

/** The dated schedule, or null when it has none (config:check reports why, as an error that stops a load). */
export function blockScheduleDates(
  schedule: BlockScheduleConfig,
  promotions: readonly DatedPromotion[],
): ScheduleConfig | null {
  const dated = datedSchedule(schedule, promotions)
  return 'undated' in dated ? null : dated
}
