import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { sitePages, stringsIn } from '../support/sitePages.ts'

/**
 * The site may say Harbor detects or monitors carbon monoxide only while a catalogue sells a device that does (the
 * lead's note to rater report 3: the pages promised "smoke, heat, carbon monoxide and flood detection" beside a
 * catalogue whose only life-safety devices are the Smoke and Heat Detector and the Flood and Freeze Sensor). Advice
 * about carbon monoxide itself (what it is, where to put an alarm) is fine; a text (a paragraph, a heading, a list
 * item) that names it beside Harbor, its system, sensors or monitoring is a claim. The same holds for a water
 * shut-off valve (/life-safety said a technician can add one).
 */
const CARBON_MONOXIDE = /carbon[- ]monoxide|\bCO\b/i
const SHUT_OFF_VALVE = /shut-?off valve/i
const HARBOR_DOES = /\b(harbor|monitor\w*|our|we|system|sensors?|detection|technician)\b/i

// A choice the visitor picks ({ value, label }) says what the visitor's home has, not what Harbor sells.
const strings = (value: unknown) =>
  stringsIn(value, (object) => {
    const { label: _label, ...rest } = object
    return Object.values('value' in object ? rest : object)
  })

const jsonStrings = (dir: string) =>
  readdirSync(join(repoRoot, dir))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => strings(JSON.parse(readFileSync(join(repoRoot, dir, name), 'utf8'))))

const claims = (texts: string[], unsold: RegExp) => texts.filter((text) => unsold.test(text) && HARBOR_DOES.test(text))

describe('carbon monoxide detection and water shut-off valves are promised only if a catalogue sells them', () => {
  const catalogue = jsonStrings('site-config/catalog/catalogs')
  // What no catalogue names is what may not be promised.
  const unsold = new RegExp(
    [CARBON_MONOXIDE, SHUT_OFF_VALVE]
      .filter((device) => !catalogue.some((text) => device.test(text)))
      .map((device) => device.source)
      .join('|') || '(?!)',
    'i',
  )
  const runtime = realSite()

  it("in every page's blocks, title and description", () => {
    const found = new Set<string>()
    for (const { page } of sitePages(runtime)) {
      const texts = strings([page.blocks.map((block) => block.props), page.meta.title, page.meta.description])
      for (const claim of claims(texts, unsold)) found.add(claim)
    }
    expect([...found]).toEqual([])
  })

  it('in the help articles, blog posts and location pages of the content', () => {
    expect(claims(jsonStrings('site-config/content'), unsold)).toEqual([])
  })
})
