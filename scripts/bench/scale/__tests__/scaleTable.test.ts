import { describe, expect, it } from 'vitest'
import { renderedOf, scaleTable } from '../scaleTable.ts'
import { withSyntheticPartners } from '../../syntheticConfig.ts'

const latency = { mean: 1, p50: 1, p99: 4.56, samples: 100 }

describe('bench:scale table', () => {
  it('reads how many pages the prerender step rendered', () => {
    expect(renderedOf('prerendered 4 of 15082 pages (15078 unchanged, reused) in 3.1 s')).toBe(
      '4 of 15,082 pages rendered',
    )
    expect(renderedOf('')).toBe('pages rendered: ?')
  })

  it('prints one row per size with the time a page', () => {
    const table = scaleTable([
      {
        partners: 5000,
        pages: 10000,
        full: { seconds: 150, cpuSeconds: 250, peakMb: 700.4, prerenderLine: 'prerendered 10000 of 10000 pages' },
        onePartner: { seconds: 12.34, cpuSeconds: 9.5, peakMb: 500, prerenderLine: 'prerendered 2 of 10000 pages' },
        server: {
          startSeconds: 1.234,
          startCpuSeconds: 1.5,
          rssIdleMb: 150,
          rssAfterMb: 180,
          requests: 10000,
          failed: 0,
          prerendered: {
            url: '/faqs',
            requestsPerSecond: 9000,
            requests: 1,
            errors: 0,
            statuses: {},
            encoding: 'br',
            bodyBytes: 1,
            latencyMs: latency,
          },
        },
        load: [1.5, 2.25],
      },
    ])
    const lines = table.split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe(
      '| 5,000 | 10,000 | 150.0 s (15.0 ms a page; CPU 250.0 s) | 700 MB | 12.3 s (CPU 9.5 s), 500 MB (2 of 10,000 pages rendered) | 1.23 s (CPU 1.50 s) | 150 MB | 180 MB (10,000, 0 not 200) | 4.6 ms (9,000 req/s) | 1.5–2.3 |',
    )
  })

  it('generates partners from an existing affiliate', () => {
    const text = JSON.stringify({ partners: [{ id: 'a', kind: 'affiliate', routes: ['partner-shop', 'partner-faq'] }] })
    const partners = JSON.parse(withSyntheticPartners(text, 2)).partners
    expect(partners).toHaveLength(3)
    expect(partners[2]).toMatchObject({
      name: 'Bench Partner 2',
      kind: 'affiliate',
      routes: ['partner-shop', 'partner-faq'],
    })
  })
})
