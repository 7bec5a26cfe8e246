import { describe, expect, it } from 'vitest'
import { firstPaintTime, isScript, scriptsBeforeFirstPaint } from '../firstPaint.ts'

const resource = (name: string, startTime: number, initiatorType = 'script') => ({ name, startTime, initiatorType })

describe('scripts requested before the first paint', () => {
  const paints = [
    { name: 'first-paint', startTime: 300 },
    { name: 'first-contentful-paint', startTime: 320 },
  ]

  it('lists the scripts whose request started before the first paint, not those after it', () => {
    const resources = [
      resource('http://x/assets/entries/entry.js', 40),
      resource('http://x/assets/chunks/preloaded.js', 41, 'link'),
      resource('http://x/assets/react-dom.js', 310),
      resource('http://x/assets/late.js', 900),
    ]
    expect(scriptsBeforeFirstPaint(resources, paints)).toEqual([
      'http://x/assets/entries/entry.js',
      'http://x/assets/chunks/preloaded.js',
    ])
  })

  it('ignores stylesheets, images and fonts requested before the paint', () => {
    const resources = [
      resource('http://x/style.css', 10, 'link'),
      resource('http://x/hero.avif', 12, 'img'),
      resource('http://x/font.woff2', 14, 'css'),
    ]
    expect(scriptsBeforeFirstPaint(resources, paints)).toEqual([])
  })

  it('takes first-paint, and first-contentful-paint when the browser reported no first-paint', () => {
    expect(firstPaintTime(paints)).toBe(300)
    expect(firstPaintTime([{ name: 'first-contentful-paint', startTime: 320 }])).toBe(320)
    expect(firstPaintTime([])).toBeNull()
    const late = [resource('http://x/a.js', 310)]
    expect(scriptsBeforeFirstPaint(late, [{ name: 'first-contentful-paint', startTime: 320 }])).toEqual([
      'http://x/a.js',
    ])
  })

  it('counts every script when the page never painted', () => {
    expect(scriptsBeforeFirstPaint([resource('http://x/a.js', 5000)], [])).toEqual(['http://x/a.js'])
  })

  it('recognises scripts by initiator or by file name, query strings included', () => {
    expect(isScript(resource('http://x/chunk.js?v=2', 0, 'link'))).toBe(true)
    expect(isScript(resource('http://x/worker.mjs', 0, 'other'))).toBe(true)
    expect(isScript(resource('http://x/api/data', 0, 'script'))).toBe(true)
    expect(isScript(resource('http://x/api/data', 0, 'fetch'))).toBe(false)
    expect(isScript(resource('http://x/json.css', 0, 'link'))).toBe(false)
  })
})
