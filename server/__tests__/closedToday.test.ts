import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { HoursConfig } from '../../schemas/generated/hours.ts'
import { realSite } from '../../tests/support/realSite.ts'
import { closedDateName } from '../../services/hours/closedDates.ts'
import { servedDay, withClosedToday } from '../closedToday.server.ts'
import { type PrerenderedPage, loadPrerenderedPages, sendPrerendered } from '../prerenderedPages.server.ts'
import { pageCacheControl } from '../pageCaching.server.ts'
import { builtSite, prerenderRuntime } from './support/prerenderedSite.ts'
import { requestOnce } from './support/requestOnce.ts'

const hours: HoursConfig = realSite().config.hours
const at = (iso: string) => Date.parse(iso)

describe('the day a page is served on (servedDay): a closed date of hours.json on the America/Chicago calendar', () => {
  it('is Thanksgiving from its first minute to its last in Chicago, not in UTC', () => {
    expect(closedDateName(hours, '2026-11-26')).toBe('Thanksgiving')
    expect(servedDay(hours, at('2026-11-26T00:00:00-06:00')).closedDate).toBe('2026-11-26')
    expect(servedDay(hours, at('2026-11-26T23:59:59-06:00')).closedDate).toBe('2026-11-26')
    // 23:30 on the 25th in Chicago is already the 26th in UTC: still an ordinary day.
    expect(servedDay(hours, at('2026-11-25T23:30:00-06:00')).closedDate).toBeUndefined()
    expect(servedDay(hours, at('2026-11-27T00:00:00-06:00')).closedDate).toBeUndefined()
  })

  it('says how long until the day turns only when the turn comes within a shared cache’s 300 s and changes the answer', () => {
    // The evening before: 4 minutes to Thanksgiving.
    expect(servedDay(hours, at('2026-11-25T23:56:00-06:00'))).toEqual({ closedDate: undefined, changesIn: 240 })
    expect(servedDay(hours, at('2026-11-25T23:54:59.500-06:00')).changesIn).toBeUndefined()
    // Thanksgiving's last 10 seconds, before an ordinary Friday.
    expect(servedDay(hours, at('2026-11-26T23:59:50-06:00'))).toEqual({ closedDate: '2026-11-26', changesIn: 10 })
    // The turn from an ordinary Tuesday to an ordinary Wednesday changes nothing.
    expect(servedDay(hours, at('2026-11-24T23:58:00-06:00')).changesIn).toBeUndefined()
  })

  it('follows the config it is given (a reload brings a new one)', () => {
    const christmasEve = { ...hours, closedDates: { '2026-12-24': 'Christmas Eve' }, closedEveryYear: undefined }
    expect(servedDay(christmasEve, at('2026-12-24T12:00:00-06:00')).closedDate).toBe('2026-12-24')
    expect(servedDay(christmasEve, at('2026-11-26T12:00:00-06:00')).closedDate).toBeUndefined()
    expect(
      servedDay({ ...hours, closedDates: undefined, closedEveryYear: undefined }, at('2026-11-26T12:00:00-06:00'))
        .closedDate,
    ).toBeUndefined()
  })
})

describe('withClosedToday: the attribute on the <html> tag', () => {
  const page = (html: string) => withClosedToday(Buffer.from(html), '2026-11-26').toString()

  it('adds data-closed-today to the first <html> tag and leaves the rest byte for byte', () => {
    expect(page('<!DOCTYPE html>\n<html lang="en"><head></head><body><p>&lt;html x</p></body></html>')).toBe(
      '<!DOCTYPE html>\n<html data-closed-today="2026-11-26" lang="en"><head></head><body><p>&lt;html x</p></body></html>',
    )
    expect(page('<html><body></body></html>')).toBe('<html data-closed-today="2026-11-26"><body></body></html>')
  })

  it('never twice, and not where there is no <html> tag', () => {
    const marked = '<html data-closed-today="2026-11-26" lang="en"></html>'
    expect(page(marked)).toBe(marked)
    expect(page('<htmlish></htmlish>')).toBe('<htmlish></htmlish>')
    expect(page('<p>no document</p>')).toBe('<p>no document</p>')
  })
})

const HTML = Buffer.from(
  '<!doctype html><html lang="en"><body><span data-closed-day="2026-11-26">Closed</span></body></html>',
)

/** Serves one page on `now`'s day (servedDay) and answers one request to it. */
function requestPage(page: PrerenderedPage, now: number, method: string, headers: Record<string, string>) {
  return requestOnce((req, res) => sendPrerendered(req, res, page, false, servedDay(hours, now)), method, headers)
}

const THANKSGIVING = at('2026-11-26T11:00:00-06:00')
const DAY_AFTER = at('2026-11-27T11:00:00-06:00')
const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body }

describe('a prerendered page served on a closed date', () => {
  it('carries data-closed-today in every encoding, under validators of that date, and not the day after', async () => {
    const page = loadPrerenderedPages(await builtSite({ '/': HTML }), prerenderRuntime, {
      images: [],
      formActions: [],
    }).get('/')!
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const accept = { 'Accept-Encoding': encoding }
      const holiday = await requestPage(page, THANKSGIVING, 'GET', accept)
      expect(holiday.status, encoding).toBe(200)
      const html = decode[encoding](holiday.body).toString()
      expect(html, encoding).toBe(HTML.toString().replace('<html', '<html data-closed-today="2026-11-26"'))
      expect(Number(holiday.headers['content-length']), encoding).toBe(holiday.body.length)
      expect(holiday.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding)
      // Its own validator: a copy of an ordinary day is not current on the holiday, nor the reverse.
      expect(holiday.headers.etag, encoding).not.toBe(page.etag(encoding))
      expect(holiday.headers.etag, encoding).toContain('2026-11-26')
      const stale = await requestPage(page, THANKSGIVING, 'GET', { ...accept, 'If-None-Match': page.etag(encoding) })
      expect(stale.status, encoding).toBe(200)
      const current = await requestPage(page, THANKSGIVING, 'GET', {
        ...accept,
        'If-None-Match': holiday.headers.etag!,
      })
      expect(current.status, encoding).toBe(304)
      const head = await requestPage(page, THANKSGIVING, 'HEAD', accept)
      expect(head.headers['content-length'], encoding).toBe(holiday.headers['content-length'])
      expect(head.body.length, encoding).toBe(0)

      // The day after: the build's file as it is, its own validator; the holiday's copy is not current.
      const after = await requestPage(page, DAY_AFTER, 'GET', { ...accept, 'If-None-Match': holiday.headers.etag! })
      expect(after.status, encoding).toBe(200)
      expect(after.headers.etag, encoding).toBe(page.etag(encoding))
      expect(decode[encoding](after.body).toString(), encoding).toBe(HTML.toString())
    }
  })

  it('is kept by a shared cache no longer than the day, near its turn', async () => {
    const page = loadPrerenderedPages(await builtSite({ '/': HTML }), prerenderRuntime, {
      images: [],
      formActions: [],
    }).get('/')!
    const lastMinutes = await requestPage(page, at('2026-11-26T23:58:00-06:00'), 'GET', {})
    expect(lastMinutes.headers['cache-control']).toBe('public, max-age=0, s-maxage=120, must-revalidate')
    const midday = await requestPage(page, THANKSGIVING, 'GET', {})
    expect(midday.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate')
    const eve = await requestPage(page, at('2026-11-25T23:59:00-06:00'), 'GET', {})
    expect(eve.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate')
    expect(pageCacheControl('prerendered', true, 60)).toBe('private, no-store')
    expect(pageCacheControl('rendered', false, 60)).toBe('no-cache')
  })
})
