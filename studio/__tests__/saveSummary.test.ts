import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { plan, shownInOutline, studioSite } from '../server/studioApi.server.ts'
import { type PageBlock, pageBlocks } from '../server/pageFiles.server.ts'
import { readSchemaInlined } from '../../runtime/config/sharedSchemaDefs.server.ts'

// Every read of a schema file through the inlining reader is counted: a save check must use the compiled set.
vi.mock('../../runtime/config/sharedSchemaDefs.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../runtime/config/sharedSchemaDefs.server.ts')>()
  return { ...original, readSchemaInlined: vi.fn(original.readSchemaInlined) }
})

const root = join(import.meta.dirname, '../..')
const site = studioSite(root)

/** The save check's summary of the shop with its blocks changed by `edit`. */
function summaryOf(edit: (blocks: PageBlock[]) => PageBlock[], movedIds: string[] = []): string {
  const { texts, hashes } = site.current()
  const blocks = edit(pageBlocks(texts, 'shop', null).blocks)
  const outcome = plan(site, { routeName: 'shop', partnerId: null, layer: 'template', blocks, hashes, movedIds })
  expect(outcome.status).toBe(200)
  return (outcome.body as { summary: string }).summary
}

describe("the save check's summary", () => {
  it("tells a block's new dates once, in config:diff's words under the pages that show it", () => {
    const summary = summaryOf((blocks) =>
      blocks.map((block) =>
        block.id === 'zip-hero' ? { ...block, schedule: { startsAt: '2027-05-24', endsAt: '2027-05-31' } } : block,
      ),
    )
    const told =
      'now shown from Mon, May 24, 2027, 12:00 AM CT until Mon, May 31, 2027, 11:59 PM CT (was: shown at all times)'
    expect(summary).toContain(`  - schedule: ${told}`)
    expect(summary.split('May 24, 2027').length - 1).toBe(1)
    expect(summary).not.toContain('Dates changed')
  })

  it('finds the frame blocks in the compiled schemas, without reading schema files again', () => {
    vi.mocked(readSchemaInlined).mockClear()
    const { texts } = site.current()
    const shop = pageBlocks(texts, 'shop', null).blocks
    const shown = shownInOutline(root, shop)
    // The shop's error window is a frame block; its heroes are not.
    const frame = shop.filter((block) => !shown(block.id)).map((block) => block.type)
    expect(frame.length).toBeGreaterThan(0)
    expect(shown('zip-hero')).toBe(true)
    summaryOf((blocks) => [...blocks].reverse(), ['zip-hero'])
    expect(readSchemaInlined).not.toHaveBeenCalled()
  })
})
