import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { rowDiff } from './rowDiff.ts'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

interface Pixels {
  data: Buffer
  width: number
  height: number
}

/** Rows closer than this are one changed area (the lines of one paragraph, a block and its margin). */
const MERGE_GAP = 24
/** Room around the changed pixels, so the box does not cover them. */
const PADDING = 6

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

function rowHashes(image: Pixels): string[] {
  const stride = image.width * 4
  const rows: string[] = []
  for (let y = 0; y < image.height; y++)
    rows.push(
      createHash('sha1')
        .update(image.data.subarray(y * stride, (y + 1) * stride))
        .digest('base64'),
    )
  return rows
}

/**
 * Where two full-page screenshots of one page differ: rows are aligned as a text diff aligns lines, so a
 * block inserted near the top is one area, not everything below it; `after` holds the areas of rows only
 * the new page has (inserted or changed content), `before` those only the old page had (removed content).
 * Each area spans the columns whose pixels differ from the row's own background.
 */
export async function changedAreas(beforePng: Buffer, afterPng: Buffer): Promise<{ before: Box[]; after: Box[] }> {
  const before = await pixelsOf(beforePng)
  const after = await pixelsOf(afterPng)
  if (before.width !== after.width) return { before: [wholeImage(before)], after: [wholeImage(after)] }
  const edits = rowDiff(rowHashes(before), rowHashes(after))
  if (!edits) return { before: [wholeImage(before)], after: [wholeImage(after)] }
  const deleted = edits.filter((edit) => edit.kind === 'delete').map((edit) => edit.before)
  const inserted = edits.filter((edit) => edit.kind === 'insert').map((edit) => edit.after)
  return { before: boxesOf(before, deleted), after: boxesOf(after, inserted) }
}

function wholeImage(image: Pixels): Box {
  return { x: 0, y: 0, width: image.width, height: image.height }
}

/** Runs of rows (gaps under MERGE_GAP joined) as boxes around their content. */
function boxesOf(image: Pixels, rows: number[]): Box[] {
  const bands: Array<[number, number]> = []
  for (const row of rows) {
    const last = bands[bands.length - 1]
    if (last && row - last[1] <= MERGE_GAP) last[1] = row
    else bands.push([row, row])
  }
  return bands.map(([top, bottom]) => {
    const [left, right] = contentColumns(image, top, bottom)
    const x = Math.max(0, left - PADDING)
    const y = Math.max(0, top - PADDING)
    return {
      x,
      y,
      width: Math.min(image.width, right + 1 + PADDING) - x,
      height: Math.min(image.height, bottom + 1 + PADDING) - y,
    }
  })
}

/** The leftmost and rightmost columns of the band whose pixels differ from their row's first pixel (the background). */
function contentColumns(image: Pixels, top: number, bottom: number): [number, number] {
  let left = image.width
  let right = -1
  for (let y = top; y <= bottom; y++) {
    const row = y * image.width * 4
    const background = image.data.readUInt32LE(row)
    for (let x = 0; x < image.width; x++) {
      if (image.data.readUInt32LE(row + x * 4) !== background) {
        if (x < left) left = x
        if (x > right) right = x
      }
    }
  }
  // A band of plain background (a changed margin) is marked across the page.
  return right < 0 ? [0, image.width - 1] : [left, right]
}

/** The screenshot with each area outlined in red, thick enough to see at a glance and not hiding the content. */
export async function withBoxes(png: Buffer, boxes: readonly Box[]): Promise<Buffer> {
  if (!boxes.length) return png
  const { width, height } = await sharp(png).metadata()
  const rects = boxes
    .map(
      (box) =>
        `<rect x="${box.x + 2}" y="${box.y + 2}" width="${Math.max(1, box.width - 4)}" height="${Math.max(1, box.height - 4)}" fill="none" stroke="#e00000" stroke-width="4"/>`,
    )
    .join('')
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}</svg>`)
  return sharp(png)
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toBuffer()
}
