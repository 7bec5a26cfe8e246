import { describe, expect, it } from 'vitest'
import type { BlockEntry } from '../../schemas/generated/routes.ts'
import { describeScheduleChange, diffSchedule, windowWords } from '../lib/scheduleDiff.ts'
import { collectPages } from '../lib/pageFacts.ts'
import { diffSites } from '../lib/siteDiff.ts'
import { formatSiteDiffMarkdown } from '../lib/siteDiffMarkdown.ts'
import { minimalSiteWith } from './support/editedMinimalSite.ts'

const labels = { base: '`main`', head: 'the working tree' }

describe('a schedule in words, in Chicago date-times', () => {
  it('reads a whole-day end as 11:59 PM that day, a written time as itself, and either end left open', () => {
    expect(windowWords({ startsAt: '2027-03-01', endsAt: '2027-03-31' })).toBe(
      'from Mon, Mar 1, 2027, 12:00 AM CT until Wed, Mar 31, 2027, 11:59 PM CT',
    )
    expect(windowWords({ startsAt: '2027-03-01T09:30' })).toBe('from Mon, Mar 1, 2027, 9:30 AM CT on')
    expect(windowWords({ endsAt: '2027-03-15T18:00' })).toBe('until Mon, Mar 15, 2027, 6:00 PM CT')
    // Chicago's own clock across daylight time (Mar 14, 2027): the written time, not UTC's.
    expect(windowWords({ endsAt: '2027-11-07T01:30' })).toBe('until Sun, Nov 7, 2027, 1:30 AM CT')
  })

  it('reads a schedule naming a promotion by the promotion, whose dates its own file holds', () => {
    expect(windowWords({ promotion: 'memorial-day-cameras', when: 'during' })).toBe(
      'while the promotion "memorial-day-cameras" runs',
    )
    const moved = diffSchedule({ endsAt: '2027-05-23' }, { promotion: 'memorial-day-cameras', when: 'before' })!
    expect(describeScheduleChange(moved)).toBe(
      'now shown until the promotion "memorial-day-cameras" starts (was: until Sun, May 23, 2027, 11:59 PM CT)',
    )
    expect(describeScheduleChange(diffSchedule(null, { promotion: 'memorial-day-cameras', when: 'after' })!)).toBe(
      'now shown once the promotion "memorial-day-cameras" has ended (was: shown at all times)',
    )
  })

  it('says what a schedule added, changed or removed does', () => {
    expect(diffSchedule({ endsAt: '2027-03-15' }, { endsAt: '2027-03-15' })).toBeUndefined()
    expect(diffSchedule(undefined, null)).toBeUndefined()
    const changed = diffSchedule({ endsAt: '2027-03-15' }, { startsAt: '2027-03-01', endsAt: '2027-03-31' })!
    expect(describeScheduleChange(changed)).toBe(
      'now shown from Mon, Mar 1, 2027, 12:00 AM CT until Wed, Mar 31, 2027, 11:59 PM CT (was: until Mon, Mar 15, 2027, 11:59 PM CT)',
    )
    expect(describeScheduleChange(diffSchedule(undefined, { startsAt: '2027-03-01' })!)).toBe(
      'now shown from Mon, Mar 1, 2027, 12:00 AM CT on (was: shown at all times)',
    )
    expect(describeScheduleChange(diffSchedule({ endsAt: '2027-03-15' }, undefined)!, 'live')).toBe(
      'no longer scheduled: live at all times (was: until Mon, Mar 15, 2027, 11:59 PM CT)',
    )
  })
})

/** The minimal site with a spring offer: a scheduled block entry and a scheduled use of a shared section on /secure. */
function springSite(schedules: {
  banner?: { startsAt?: string; endsAt?: string }
  section?: { startsAt?: string; endsAt?: string }
  partner?: { startsAt?: string; endsAt?: string }
}) {
  return minimalSiteWith({
    sections: (config) => {
      config.sections['spring-terms'] = { type: 'TextSection', props: { paragraphs: ['Spring terms apply.'] } }
    },
    routes: (config) => {
      const secure = config.routes.find((route) => route.name === 'secure')!
      // As written in routes.json: a block entry and a section use (the edit is of the file, before composition).
      ;(secure.blocks as BlockEntry[]).push(
        {
          id: 'spring-banner',
          type: 'TextSection',
          props: { paragraphs: ['Spring offer.'] },
          ...(schedules.banner && { schedule: schedules.banner }),
        },
        { id: 'spring-terms', section: 'spring-terms', ...(schedules.section && { schedule: schedules.section }) },
      )
    },
    partners: (config) => {
      const partner = config.partners.find((candidate) => candidate.id === 'keystone-realty')!
      if (schedules.partner) partner.schedule = schedules.partner
    },
  })
}

describe('config:diff reports schedules of blocks, section uses and partners (review finding 2)', () => {
  const before = springSite({ banner: { endsAt: '2027-03-15' }, partner: { endsAt: '2027-06-30' } })
  const after = springSite({
    banner: { startsAt: '2027-03-01', endsAt: '2027-03-31' },
    section: { startsAt: '2027-03-01T09:00' },
    partner: undefined,
  })

  it('finds each change as a schedule change, not as unreported or raw JSON', () => {
    const diff = diffSites(before, after)
    const secure = diff.pages.changed.find((page) => page.path === '/secure')!
    expect(secure.blocks.changed).toEqual([
      {
        id: 'spring-banner',
        type: 'TextSection',
        props: [],
        visibility: [],
        schedule: { before: { endsAt: '2027-03-15' }, after: { startsAt: '2027-03-01', endsAt: '2027-03-31' } },
      },
      {
        id: 'spring-terms',
        type: 'TextSection',
        props: [],
        visibility: [],
        schedule: { before: null, after: { startsAt: '2027-03-01T09:00' } },
      },
    ])
    expect(diff.partners.changed).toEqual([
      expect.objectContaining({
        id: 'keystone-realty',
        changes: [],
        schedule: { before: { endsAt: '2027-06-30' }, after: null },
      }),
    ])
    // The reverse: the schedule removed from a block.
    const back = diffSites(after, before).pages.changed.find((page) => page.path === '/secure')!
    expect(back.blocks.changed[1]!.schedule).toEqual({ before: { startsAt: '2027-03-01T09:00' }, after: null })
  })

  it('writes them in words with the Chicago date-times', () => {
    const markdown = formatSiteDiffMarkdown(diffSites(before, after), labels)
    expect(markdown).toContain(
      '- **Block `spring-banner` (TextSection):**\n  - schedule: now shown from Mon, Mar 1, 2027, 12:00 AM CT until Wed, Mar 31, 2027, 11:59 PM CT (was: until Mon, Mar 15, 2027, 11:59 PM CT)',
    )
    expect(markdown).toContain(
      '- **Block `spring-terms` (TextSection):**\n  - schedule: now shown from Mon, Mar 1, 2027, 9:00 AM CT on (was: shown at all times)',
    )
    expect(markdown).toMatch(
      /- \*\*Changed:\*\* [^\n]+`keystone-realty`[^\n]+\n {2}- pages no longer scheduled: live at all times \(was: until Wed, Jun 30, 2027, 11:59 PM CT\)/,
    )
    expect(markdown).not.toContain('schedule.endsAt')
  })

  it('names the window of a scheduled block or partner that is added', () => {
    const plain = minimalSiteWith()
    const markdown = formatSiteDiffMarkdown(diffSites(plain, springSite({ banner: { endsAt: '2027-03-15' } })), labels)
    // springSite adds the banner right after the blocks /secure already has, wherever the fixture has them.
    const position = collectPages(plain).find((page) => page.path === '/secure')!.blocks.length + 1
    expect(markdown).toContain(
      `\`spring-banner\` (TextSection) at position ${position}, shown until Mon, Mar 15, 2027, 11:59 PM CT`,
    )
    const withPartner = minimalSiteWith({
      partners: (config) => {
        config.partners.push({
          id: 'spring',
          name: 'Spring Realty',
          kind: 'affiliate',
          slug: 'spring',
          leadSource: 'spring',
          catalogId: 'ecat-standard',
          enabled: true,
          phone: '(855) 555-0152',
          routes: ['partner-offer'],
          schedule: { startsAt: '2027-03-01', endsAt: '2027-03-31' },
        })
      },
    })
    expect(formatSiteDiffMarkdown(diffSites(plain, withPartner), labels)).toContain(
      '  - pages live from Mon, Mar 1, 2027, 12:00 AM CT until Wed, Mar 31, 2027, 11:59 PM CT',
    )
  })
})
