/**
 * Generates the site's illustrations as webp at the presets of blocks/shared/imagePresets.ts (spec §9.8)
 * from the SVG artwork in scripts/images/: wide scenes (heroes, content images and their square phone
 * crop) and device drawings (thumbnails), plus the shop catalogue's SVG pictures (public/images/shop/).
 * Output goes to public/images/, committed so a fresh checkout has every file the pages link to; the
 * hand-drawn assessment icons in public/images/assessment/ are left alone. Run with `npm run images` after changing artwork or presets.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { IMAGE_PRESETS, type ImagePresetName, imageFileUrl } from '../blocks/shared/imagePresets.ts'
import { DEVICES } from './images/devices.ts'
import { MORE_DEVICES } from './images/moreDevices.ts'
import { shopPictures } from './images/shop.ts'
import { FAMILY_SCENES } from './images/familyScenes.ts'
import { H, SCENES, W } from './images/scenes.ts'

const root = join(import.meta.dirname, '..')
const outDir = join(root, 'public/images')

interface Artwork {
  asset: string
  svg: () => string
  /** The canvas the artwork is drawn on. */
  viewBox: { x: number; y: number; width: number; height: number }
  presets: ImagePresetName[]
}

const artworks: Artwork[] = [
  ...Object.entries({ ...SCENES, ...FAMILY_SCENES }).map(([name, svg]) => ({
    asset: `scenes/${name}`,
    svg,
    viewBox: { x: 0, y: 0, width: W, height: H },
    presets: ['hero', 'heroMobile', 'content'] as ImagePresetName[],
  })),
  ...Object.entries({ ...DEVICES, ...MORE_DEVICES }).map(([name, svg]) => ({
    asset: `devices/${name}`,
    svg,
    viewBox: { x: 0, y: 0, width: 600, height: 600 },
    presets: ['thumbnail'] as ImagePresetName[],
  })),
]

/** The part of the canvas a preset shows: the whole drawing, or its centred crop at the preset's aspect. */
function cropFor(art: Artwork, preset: ImagePresetName) {
  const { width, height } = IMAGE_PRESETS[preset]
  const aspect = width / height
  const box = art.viewBox
  if (Math.abs(box.width / box.height - aspect) < 0.01) return box
  const cropWidth = Math.min(box.width, box.height * aspect)
  const cropHeight = cropWidth / aspect
  return {
    x: box.x + (box.width - cropWidth) / 2,
    y: box.y + (box.height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
  }
}

async function render(art: Artwork, preset: ImagePresetName, width: number): Promise<Buffer> {
  const spec = IMAGE_PRESETS[preset]
  const height = Math.round((width * spec.height) / spec.width)
  const crop = cropFor(art, preset)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${crop.x} ${crop.y} ${crop.width} ${crop.height}" preserveAspectRatio="xMidYMid slice">${art.svg()}</svg>`
  return sharp(Buffer.from(svg)).resize(width, height).webp({ quality: spec.quality, effort: 6 }).toBuffer()
}

for (const generated of ['scenes', 'devices', 'shop']) rmSync(join(outDir, generated), { recursive: true, force: true })
let files = 0
let bytes = 0
for (const art of artworks) {
  for (const preset of art.presets) {
    for (const width of IMAGE_PRESETS[preset].widths) {
      const file = join(root, 'public', imageFileUrl(art.asset, preset, width))
      mkdirSync(dirname(file), { recursive: true })
      const data = await render(art, preset, width)
      writeFileSync(file, data)
      files++
      bytes += data.length
    }
  }
}
mkdirSync(join(outDir, 'shop'), { recursive: true })
for (const [name, svg] of Object.entries(shopPictures())) {
  writeFileSync(join(outDir, 'shop', name), svg)
  files++
  bytes += svg.length
}
console.log(`wrote ${files} files, ${(bytes / 1024).toFixed(0)} KiB, to public/images`)
