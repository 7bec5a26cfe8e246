import { useEffect, useMemo, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { type TimeOfDay, dateOptions, timeOfDayOptions, timeSlotOptions } from '../../../services/scheduling/index.ts'
import { useSiteData } from '../../../runtime/render/PageModelContext.tsx'

/**
 * The installation slot a visitor is choosing (spec §4.11). The choices depend on the visitor's clock, which the
 * server (or a prerendered page) cannot know, so they are built from the browser's clock after hydration
 * (`now` is null until then). No date the company is closed on is offered (hours.json `closedDates`, the same rule
 * as the lines' hours). `pickersId` is the SlotPickers' id.
 */
export function useSlotChoice(pickersId: string) {
  const { closedDates } = useSiteData().hours
  const hydrated = useHydrated()
  const [now, setNow] = useState<number | null>(null)
  const [date, setDateValue] = useState('')
  const [timeOfDay, setTimeOfDayValue] = useState<TimeOfDay | ''>('')
  const [slot, setSlotValue] = useState('')
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    if (hydrated) setNow(Date.now())
  }, [hydrated])

  const dates = useMemo(() => (now === null ? [] : dateOptions(now, closedDates)), [now, closedDates])
  const times = useMemo(() => (now === null || !date ? [] : timeOfDayOptions(date, now)), [now, date])
  const slots = useMemo(
    () => (now === null || !date || !timeOfDay ? [] : timeSlotOptions(date, timeOfDay, now, closedDates)),
    [now, date, timeOfDay, closedDates],
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
      timeSlotOptions(date, timeOfDay, current, closedDates).some((option) => option.value === slot),
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

  return { now, date, timeOfDay, slot, missing, dates, times, slots, setDate, setTimeOfDay, setSlot, stillOffered }
}

export type SlotChoice = ReturnType<typeof useSlotChoice>
