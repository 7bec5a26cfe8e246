import { DateTime } from 'luxon'
import { useEffect, useState } from 'react'
import { type ServiceabilityAnswer, serviceabilityEndpoint } from '../../services/zip/contract.ts'
import { SIGNED_OUT_VIEW, type SessionView } from '../../services/auth/index.ts'
import type { VisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'

/** The visitor the preview simulates. Empty strings mean "as a visitor arriving without it". */
export interface SimulatedVisitor {
  /** 1 = Monday … 7 = Sunday, or 0 for the real clock. */
  weekday: number
  /** A calendar date "YYYY-MM-DD" in Chicago ('' for none): wins over the weekday, for dated promotions. */
  date: string
  time: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  utmAds: string
  app: boolean
  signedIn: boolean
  leadSubmitted: boolean
  /** The ZIP the visitor checked on an earlier visit ('' for none): the shop's ZIP field starts with it. */
  zip: string
}

export const REAL_VISITOR: SimulatedVisitor = {
  weekday: 0,
  date: '',
  time: '11:00',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmAds: '',
  app: false,
  signedIn: false,
  leadSubmitted: false,
  zip: '',
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const ZONE = 'America/Chicago'
const SAMPLE_SESSION: SessionView = {
  is_logged_in: true,
  expiration: Date.now() + 3_600_000,
  user_data: { name: 'Jordan Sample', email: 'jordan@example.com' },
  // The preview starts no chat: its simulated customer has no key.
  chat_context_key: null,
  chat_context_key_expiration: null,
}

/**
 * The simulated moment in America/Chicago: the given date at the given time, else the next given weekday
 * (this week's, if today); null for the real clock.
 */
export function simulatedMoment(
  visitor: Pick<SimulatedVisitor, 'weekday' | 'time'> & { date?: string },
  today: DateTime = DateTime.now().setZone(ZONE),
): number | null {
  const [hour = 0, minute = 0] = visitor.time.split(':').map(Number)
  if (visitor.date) {
    const day = DateTime.fromISO(visitor.date, { zone: ZONE })
    if (day.isValid) return day.set({ hour, minute }).toMillis()
  }
  if (!visitor.weekday) return null
  const start = today.setZone(ZONE).startOf('day')
  const day = start.plus({ days: (visitor.weekday - start.weekday + 7) % 7 })
  return day.set({ hour, minute }).toMillis()
}

/** The query the simulated visitor arrives with; the server resolves the page (variants, utm_ads, app) with it. */
export function simulatedQuery(visitor: SimulatedVisitor): string {
  const query = new URLSearchParams()
  if (visitor.utmSource) query.set('utm_source', visitor.utmSource)
  if (visitor.utmMedium) query.set('utm_medium', visitor.utmMedium)
  if (visitor.utmCampaign) query.set('utm_campaign', visitor.utmCampaign)
  if (visitor.utmAds) query.set('utm_ads', visitor.utmAds)
  if (visitor.app) query.set('app', 'true')
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** What the blocks read in place of the real browser (runtime/render/VisitorOverrides). */
export function visitorOverrides(visitor: SimulatedVisitor, moment: number | null): VisitorOverrides {
  return {
    now: moment === null ? undefined : () => moment,
    search: simulatedQuery(visitor),
    leadSubmitted: visitor.leadSubmitted,
    zip: visitor.zip,
    session: visitor.signedIn ? SAMPLE_SESSION : SIGNED_OUT_VIEW,
  }
}

export interface PartnerChoice {
  key: string
  label: string
}

/** The toolbar: day and time, UTM values, app mode, signed in, lead sent, partner. Viewports are Puck's own (375/768/1280). */
export function SimulatorBar({
  visitor,
  onChange,
  partnerChoices,
  currentKey,
  onPartner,
}: {
  visitor: SimulatedVisitor
  onChange: (visitor: SimulatedVisitor) => void
  partnerChoices: PartnerChoice[]
  currentKey: string
  onPartner: (key: string) => void
}) {
  const set = <K extends keyof SimulatedVisitor>(key: K, value: SimulatedVisitor[K]) =>
    onChange({ ...visitor, [key]: value })
  const realChicagoTime = useChicagoClock()
  const box = { display: 'inline-flex', alignItems: 'center', gap: 4, marginRight: 12, fontSize: 13 } as const
  return (
    <div
      role="toolbar"
      aria-label="Preview as a visitor"
      style={{
        padding: '6px 12px',
        borderBottom: '1px solid #ddd',
        background: '#f6f7f9',
        display: 'flex',
        flexWrap: 'wrap',
        rowGap: 4,
      }}
    >
      <label style={box}>
        Day
        <select
          value={visitor.weekday}
          disabled={!!visitor.date}
          onChange={(event) => set('weekday', Number(event.target.value))}
          name="sim-day"
        >
          <option value={0}>now (real clock)</option>
          {WEEKDAYS.map((day, i) => (
            <option key={day} value={i + 1}>
              {day}
            </option>
          ))}
        </select>
      </label>
      <label style={box}>
        or date
        <input type="date" name="sim-date" value={visitor.date} onChange={(event) => set('date', event.target.value)} />
      </label>
      <label style={box}>
        Time (Chicago)
        <input
          type="time"
          name="sim-time"
          value={visitor.weekday || visitor.date ? visitor.time : realChicagoTime}
          disabled={!visitor.weekday && !visitor.date}
          onChange={(event) => set('time', event.target.value)}
        />
      </label>
      <label style={box}>
        utm_source{' '}
        <input
          name="sim-utm-source"
          size={8}
          value={visitor.utmSource}
          onChange={(event) => set('utmSource', event.target.value)}
        />
      </label>
      <label style={box}>
        utm_medium{' '}
        <input
          name="sim-utm-medium"
          size={8}
          value={visitor.utmMedium}
          onChange={(event) => set('utmMedium', event.target.value)}
        />
      </label>
      <label style={box}>
        utm_campaign{' '}
        <input
          name="sim-utm-campaign"
          size={8}
          value={visitor.utmCampaign}
          onChange={(event) => set('utmCampaign', event.target.value)}
        />
      </label>
      <label style={box}>
        utm_ads{' '}
        <input
          name="sim-utm-ads"
          size={12}
          value={visitor.utmAds}
          onChange={(event) => set('utmAds', event.target.value)}
        />
      </label>
      <label style={box}>
        ZIP{' '}
        <input
          name="sim-zip"
          size={5}
          inputMode="numeric"
          maxLength={5}
          placeholder="none"
          aria-describedby="sim-zip-answer"
          value={visitor.zip}
          onChange={(event) => set('zip', event.target.value.replace(/\D/g, '').slice(0, 5))}
        />
      </label>
      <ZipAnswer zip={visitor.zip} />
      <label style={box}>
        <input
          type="checkbox"
          name="sim-app"
          checked={visitor.app}
          onChange={(event) => set('app', event.target.checked)}
        />{' '}
        app mode
      </label>
      <label style={box}>
        <input
          type="checkbox"
          name="sim-signed-in"
          checked={visitor.signedIn}
          onChange={(event) => set('signedIn', event.target.checked)}
        />{' '}
        signed in
      </label>
      <label style={box}>
        <input
          type="checkbox"
          name="sim-lead-sent"
          checked={visitor.leadSubmitted}
          onChange={(event) => set('leadSubmitted', event.target.checked)}
        />{' '}
        lead already sent
      </label>
      {partnerChoices.length > 1 && (
        <label style={box}>
          Partner
          <select name="sim-partner" value={currentKey} onChange={(event) => onPartner(event.target.value)}>
            {partnerChoices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  )
}

/** How often, and how long apart, the simulator asks again after the studio's lookup gave no answer. */
const ZIP_LOOKUP_ATTEMPTS = 4
const ZIP_RETRY_MS = 1500

/** What the simulator says of the ZIP, by its data-sim-zip-answer value. */
const ZIP_ANSWER_WORDS = {
  true: 'serviceable',
  false: 'not serviceable',
  unknown: 'not checked: the lookup got no answer (the site counts it serviceable)',
} as const

type ZipAnswerState = { zip: string; answer: keyof typeof ZIP_ANSWER_WORDS }

/**
 * What the site answers for the simulated ZIP: the studio serves the site's own ZIP route over the embedded
 * lead API's serviceable area, so this is the answer the preview's ZIP checks get. A lookup that got no answer
 * (source "unknown": the site would count the ZIP serviceable, spec §8) says so instead of claiming "serviceable",
 * and is asked again: here the lead API is the studio's own, so no answer means a busy studio, not an outage.
 */
function ZipAnswer({ zip }: { zip: string }) {
  const [state, setState] = useState<ZipAnswerState | null>(null)
  useEffect(() => {
    if (!/^\d{5}$/.test(zip)) return
    let current = true
    let timer: number | undefined
    const ask = (attempt: number) => {
      void fetch(serviceabilityEndpoint(zip))
        .then((response) => (response.ok ? (response.json() as Promise<ServiceabilityAnswer>) : null))
        .catch(() => null)
        .then((body) => {
          if (!current) return
          const answered = body !== null && body.source !== 'unknown'
          if (answered) return setState({ zip, answer: body.serviceable ? 'true' : 'false' })
          setState({ zip, answer: 'unknown' })
          if (attempt < ZIP_LOOKUP_ATTEMPTS) timer = window.setTimeout(() => ask(attempt + 1), ZIP_RETRY_MS)
        })
    }
    ask(1)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [zip])
  const shown = state && state.zip === zip ? state.answer : null
  return (
    <span id="sim-zip-answer" style={{ fontSize: 13, marginRight: 12 }} data-sim-zip-answer={shown ?? undefined}>
      {shown ? ZIP_ANSWER_WORDS[shown] : ''}
    </span>
  )
}

/** The time now in Chicago, "HH:mm", kept current: what the real clock shows while no day is chosen. */
export function useChicagoClock(): string {
  const read = () => DateTime.now().setZone(ZONE).toFormat('HH:mm')
  const [time, setTime] = useState(read)
  useEffect(() => {
    const timer = window.setInterval(() => setTime(read()), 15_000)
    return () => window.clearInterval(timer)
  }, [])
  return time
}
