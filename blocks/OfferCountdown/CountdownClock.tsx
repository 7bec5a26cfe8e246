import { useEffect, useId, useState } from 'react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { formatCountdown, secondsLeftInWindow } from '../../services/hours/countdown.ts'

interface CountdownClockProps {
  label: string
  endsText: string
}

/**
 * The time left until the offer window closes (spec 4.10). The server HTML (and the first render) shows
 * the static `endsText`; once hydrated the digits tick every second. The ticking element is a timer with
 * aria-live off, so screen readers are not interrupted every second; its label never changes.
 */
export function CountdownClock({ label, endsText }: CountdownClockProps) {
  const { hours } = useSiteData()
  const labelId = useId()
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)
  useEffect(() => {
    const tick = () => setSecondsLeft(secondsLeftInWindow(hours.offer, hours.timezone, Date.now()))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [hours])
  return (
    <p data-offer-countdown="" style={{ margin: 0 }}>
      <span id={labelId}>{label}</span>{' '}
      {secondsLeft === null ? (
        <strong data-offer-ends="">{endsText}</strong>
      ) : (
        <strong
          role="timer"
          aria-live="off"
          aria-labelledby={labelId}
          data-countdown-time=""
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(secondsLeft)}
        </strong>
      )}
    </p>
  )
}
