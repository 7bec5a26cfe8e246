import { useEffect, useMemo, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import {
  type PostedSchedule,
  type TimeOfDay,
  TIME_OF_DAY_WINDOWS,
  dateOptions,
  timeOfDayOptions,
  timeSlotOptions,
} from '../../../services/scheduling/index.ts'
import { useSiteData } from '../../../runtime/render/PageModelContext.tsx'

/** A form whose pickers work without scripts: the server's clock at render, and what a post left chosen. */
export interface PostableSlotChoice {
  renderedAt: number
  posted?: { schedule?: PostedSchedule; missing: boolean }
}

/**
 * The installation slot a visitor is choosing (spec §4.11). The choices are built from the browser's clock after
 * hydration. Without `postable` (the checkout host), `now` is null until then: a prerendered page cannot know the
 * time. With it (/scheduling, rendered per request), the server HTML and the first render already offer the choices
 * of the server's clock, the pickers named for a post without scripts and none of them disabled before scripts run
 * (every time of day is offered until a date is chosen; a window's arrival times need the window, so they come in the
 * post's answer). No date the company is closed on is offered (hours.json `closedDates` and `closedEveryYear`, the same rule as the lines'
 * hours). `pickersId` is the SlotPickers' id.
 */
export function useSlotChoice(pickersId: string, postable?: PostableSlotChoice) {
  const closedDays = useSiteData().hours
  const hydrated = useHydrated()
  const initial = postable?.posted?.schedule
  const [now, setNow] = useState<number | null>(postable?.renderedAt ?? null)
  const [date, setDateValue] = useState(initial?.date ?? '')
  const [timeOfDay, setTimeOfDayValue] = useState<TimeOfDay | ''>(initial?.timeOfDay ?? '')
  const [slot, setSlotValue] = useState(initial?.slot ?? '')
  const [missing, setMissing] = useState(postable?.posted?.missing ?? false)
  /** Pickers that must work as a plain posted form: scripts have not run (yet). */
  const beforeScripts = Boolean(postable) && !hydrated

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    if (hydrated) setNow(Date.now())
  }, [hydrated])

  const dates = useMemo(() => (now === null ? [] : dateOptions(now, closedDays)), [now, closedDays])
  const times = useMemo(
    () =>
      now === null ? [] : date ? timeOfDayOptions(date, now) : beforeScripts ? TIME_OF_DAY_WINDOWS.map(asOption) : [],
    [now, date, beforeScripts],
  )
  const slots = useMemo(
    () => (now === null || !date || !timeOfDay ? [] : timeSlotOptions(date, timeOfDay, now, closedDays)),
    [now, date, timeOfDay, closedDays],
  )

  const setDate = (value: string) => {
    setDateValue(value)
    setTimeOfDayValue('')
    setSlotValue('')
  }
  const setTimeOfDay = (value: TimeOfDay | '') => {
    setTimeOfDayValue(value)
    setSlotValue('')
  }
  const setSlot = (value: string) => {
    setSlotValue(value)
    setMissing(false)
  }

  /**
   * The page may have been open a while: the slot must still be offered now. If not, marks the arrival time as
   * missing and focuses the first picker still to choose (a disabled one cannot take the focus).
   */
  const stillOffered = (): boolean => {
    const current = Date.now()
    const offered = Boolean(
      slot &&
      timeOfDay &&
      timeSlotOptions(date, timeOfDay, current, closedDays).some((option) => option.value === slot),
    )
    if (!offered) {
      setNow(current)
      setSlotValue('')
      setMissing(true)
      const next = !date ? 'date' : !timeOfDay ? 'time-of-day' : 'slot'
      document.getElementById(`${pickersId}-${next}`)?.focus()
    }
    return offered
  }

  return {
    now,
    date,
    timeOfDay,
    slot,
    missing,
    dates,
    times,
    slots,
    postable: Boolean(postable),
    beforeScripts,
    setDate,
    setTimeOfDay,
    setSlot,
    stillOffered,
  }
}

const asOption = ({ value, text }: { value: string; text: string }) => ({ value, text })

export type SlotChoice = ReturnType<typeof useSlotChoice>
