import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { changedAreas, withBoxes } from '../changedAreas.ts'
import { rowDiff } from '../rowDiff.ts'

/** A white page with dark bars (x, y, width, height): a stand-in for a screenshot's blocks. */
async function page(width: number, height: number, bars: Array<[number, number, number, number]>): Promise<Buffer> {
  const rects = bars.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#123456"/>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${rects.join('')}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

describe('rowDiff', () => {
  it('finds the fewest inserted and deleted rows, the rest kept in order', () => {
    const edits = rowDiff([...'abcabba'], [...'cbabac'])!
    expect(edits.filter((edit) => edit.kind !== 'equal')).toHaveLength(5)
    const kept = (side: 'before' | 'after', source: string, skip: string) =>
      edits
        .filter((edit) => edit.kind !== skip)
        .map((edit) => source[edit[side]])
        .join('')
    expect(kept('before', 'abcabba', 'insert')).toBe('abcabba')
    expect(kept('after', 'cbabac', 'delete')).toBe('cbabac')
  })

  it('gives up past the edit limit, so the caller marks the whole span', () => {
    expect(rowDiff([...'aaaaaaaa'], [...'bbbbbbbb'], 4)).toBeNull()
  })
})

describe('changedAreas', () => {
  it('boxes a block inserted near the top, not everything it pushed down', async () => {
    const before = await page(400, 600, [
      [20, 20, 360, 40],
      [20, 300, 200, 30],
    ])
    // A 50 px ribbon inserted at y 80; the block below moves down by 50.
    const after = await page(400, 650, [
      [20, 20, 360, 40],
      [0, 80, 400, 50],
      [20, 350, 200, 30],
    ])
    const areas = await changedAreas(before, after)
    expect(areas.before).toEqual([])
    expect(areas.after).toHaveLength(1)
    const [box] = areas.after
    expect(box!.y).toBeLessThanOrEqual(80)
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(130)
    expect(box!.y + box!.height).toBeLessThan(350)
    expect(box!.width).toBe(400)
  })

  it('boxes a changed text on both images, only across its columns', async () => {
    const before = await page(400, 300, [[40, 100, 100, 20]])
    const after = await page(400, 300, [[40, 100, 220, 20]])
    const areas = await changedAreas(before, after)
    expect(areas.after).toEqual([{ x: 34, y: 94, width: 232, height: 32 }])
    expect(areas.before).toEqual([{ x: 34, y: 94, width: 112, height: 32 }])
  })

  it('finds nothing on identical images, and draws red boxes only where asked', async () => {
    const image = await page(200, 100, [[10, 10, 50, 50]])
    expect(await changedAreas(image, image)).toEqual({ before: [], after: [] })
    const boxed = await withBoxes(image, [{ x: 100, y: 20, width: 80, height: 60 }])
    const { data, info } = await sharp(boxed).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)]
    expect(pixel(103, 50)).toEqual([224, 0, 0])
    expect(pixel(140, 50)).toEqual([255, 255, 255])
    expect(pixel(30, 30)).toEqual([0x12, 0x34, 0x56])
  })
})
