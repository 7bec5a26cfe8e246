import { describe, expect, it } from 'vitest'
import { isScheduleShowing, scheduleWindow } from '../index.ts'
import { blockScheduleDates, datedSchedule } from '../promotionSchedule.ts'

const memorialDay = { id: 'memorial-day-cameras', schedule: { startsAt: '2027-05-24', endsAt: '2027-05-31' } }
const evening = { id: 'evening-sale', schedule: { startsAt: '2027-05-24T18:00', endsAt: '2027-05-31T18:00' } }
const promotions = [memorialDay, evening]

/** Whether a block scheduled by `when` of `promotion` shows at a Chicago wall-clock time ("2027-05-23T23:59", CDT). */
function showsAt(promotion: string, when: 'before' | 'during' | 'after', chicago: string): boolean {
  const window = scheduleWindow(blockScheduleDates({ promotion, when }, promotions)!)!
  return isScheduleShowing(window, Date.parse(`${chicago}:00-05:00`))
}

describe('a schedule naming a promotion has the promotion’s dates, written as dated schedules are', () => {
  it('whole days: before ends the day before the start, during is the promotion, after starts the day after its end', () => {
    expect(datedSchedule({ promotion: 'memorial-day-cameras', when: 'before' }, promotions)).toEqual({
      endsAt: '2027-05-23',
    })
    expect(datedSchedule({ promotion: 'memorial-day-cameras', when: 'during' }, promotions)).toEqual(
      memorialDay.schedule,
    )
    expect(datedSchedule({ promotion: 'memorial-day-cameras', when: 'after' }, promotions)).toEqual({
      startsAt: '2027-06-01',
    })
  })

  it('times: before ends and after starts at the very minute the promotion starts and ends', () => {
    expect(datedSchedule({ promotion: 'evening-sale', when: 'before' }, promotions)).toEqual({
      endsAt: '2027-05-24T18:00',
    })
    expect(datedSchedule({ promotion: 'evening-sale', when: 'after' }, promotions)).toEqual({
      startsAt: '2027-05-31T18:00',
    })
  })

  it('on the America/Chicago calendar, exactly one of before, during and after shows at each edge', () => {
    const at = (chicago: string) =>
      (['before', 'during', 'after'] as const).filter((when) => showsAt('memorial-day-cameras', when, chicago))
    expect(at('2027-05-23T23:59')).toEqual(['before'])
    expect(at('2027-05-24T00:00')).toEqual(['during'])
    expect(at('2027-05-31T23:59')).toEqual(['during'])
    expect(at('2027-06-01T00:00')).toEqual(['after'])
    const evenings = (chicago: string) =>
      (['before', 'during', 'after'] as const).filter((when) => showsAt('evening-sale', when, chicago))
    expect(evenings('2027-05-24T17:59')).toEqual(['before'])
    expect(evenings('2027-05-24T18:00')).toEqual(['during'])
    expect(evenings('2027-05-31T18:00')).toEqual(['after'])
  })

  it('matches the dated schedules it replaces on the Memorial Day page', () => {
    const dated = (schedule: object) => scheduleWindow(schedule)
    const named = (when: 'before' | 'during' | 'after') =>
      scheduleWindow(blockScheduleDates({ promotion: 'memorial-day-cameras', when }, promotions)!)
    expect(named('before')).toEqual(dated({ endsAt: '2027-05-23' }))
    expect(named('during')).toEqual(dated({ startsAt: '2027-05-24', endsAt: '2027-05-31' }))
    expect(named('after')).toEqual(dated({ startsAt: '2027-06-01' }))
  })

  it('says why it has no dates: an unknown promotion, or an edge the promotion leaves open', () => {
    const open = [{ id: 'open-ended', schedule: { startsAt: '2027-01-01' } }]
    expect(datedSchedule({ promotion: 'nope', when: 'during' }, promotions)).toEqual({ undated: 'unknown promotion' })
    expect(datedSchedule({ promotion: 'open-ended', when: 'after' }, open)).toEqual({ undated: 'no end' })
    expect(datedSchedule({ promotion: 'open-ended', when: 'before' }, open)).toEqual({ endsAt: '2026-12-31' })
    expect(blockScheduleDates({ promotion: 'nope', when: 'during' }, promotions)).toBeNull()
  })

  it('leaves a dated schedule as written', () => {
    expect(datedSchedule({ startsAt: '2027-07-01' }, promotions)).toEqual({ startsAt: '2027-07-01' })
  })
})
