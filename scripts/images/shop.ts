import { DEVICES } from './devices.ts'
import { MORE_DEVICES } from './moreDevices.ts'
import { C } from './palette.ts'
import { path, rect } from './parts.ts'

/**
 * The shop catalogue's pictures (site-config/catalog/catalogs/*.json link /images/shop/<name>.svg): each
 * device its own drawing, each package the devices it brings, side by side. Written as SVG, not webp: the
 * drawings are flat vector art, a few KiB each and sharp at every card size.
 */
const ALL_DEVICES: Record<string, () => string> = { ...DEVICES, ...MORE_DEVICES }

/** Catalogue picture name -> the device drawing it shows. */
export const SHOP_DEVICES: Record<string, string> = {
  'harbor-home-touch-panel': 'panel',
  'harbor-home-xt-panel': 'keypad-panel',
  'harbor-home-xti-panel': 'camera-panel',
  'door-window-sensor': 'door-sensor',
  'motion-sensor': 'motion-sensor',
  'glass-break-sensor': 'glass-break',
  'smoke-detector': 'smoke-detector',
  'flood-sensor': 'flood-sensor',
  'key-fob': 'key-fob',
  'panic-pendant': 'panic-pendant',
  'indoor-camera': 'indoor-camera',
  'outdoor-camera': 'outdoor-camera',
  'doorbell-camera': 'doorbell-camera',
  'smart-lock': 'smart-lock',
  'smart-plug': 'plug',
  'smart-thermostat': 'thermostat',
  'garage-controller': 'garage',
  'harbor-plus': 'service-plan',
}

/** Catalogue package picture -> the devices drawn in it (the package's panel first) and its accent colour. */
export const SHOP_PACKAGES: Record<string, { devices: string[]; accent: string }> = {
  'starter-package': { devices: ['keypad-panel', 'door-sensor', 'motion-sensor'], accent: C.sky },
  'smart-home-package': { devices: ['panel', 'smart-lock', 'thermostat', 'garage'], accent: C.lightgreen },
  'video-package': {
    devices: ['camera-panel', 'doorbell-camera', 'outdoor-camera', 'indoor-camera'],
    accent: C.lightpurple,
  },
  'complete-package': { devices: ['panel', 'outdoor-camera', 'smart-lock', 'smoke-detector'], accent: C.warm },
}

const svgFile = (width: number, height: number, viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>\n`

/** A device drawing (600x600 canvas) placed in a box of the given size. */
const placed = (name: string, x: number, y: number, size: number) => {
  const art = ALL_DEVICES[name]
  if (!art) throw new Error(`no device drawing named "${name}"`)
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 600 600">${art()}</svg>`
}

export function deviceSvg(name: string): string {
  return svgFile(300, 300, '0 0 600 600', placed(name, 0, 0, 600))
}

/**
 * A 600x400 package picture: the panel large on the left, up to three more devices as tiles in a 2x2 grid
 * on the right, the fourth cell the brand's shield, all over the package's accent colour.
 */
export function packageSvg(devices: string[], accent: string): string {
  const [panel, ...rest] = devices
  const cell = (i: number) => ({ x: 356 + (i % 2) * 114, y: 86 + Math.floor(i / 2) * 114 })
  const tiles = rest
    .slice(0, 3)
    .map(
      (name, i) =>
        `${rect(cell(i).x, cell(i).y, 106, 106, C.white, 18)}${placed(name, cell(i).x + 3, cell(i).y + 3, 100)}`,
    )
    .join('')
  const badge = cell(3)
  return svgFile(
    600,
    400,
    '0 0 600 400',
    `${rect(0, 0, 600, 400, accent)}${rect(24, 24, 312, 352, C.white, 24)}${placed(panel!, 30, 44, 300)}${tiles}
     ${rect(badge.x, badge.y, 106, 106, C.navy, 18)}<g transform="translate(${badge.x + 53} ${badge.y + 55}) scale(0.36)">${path('M0 -90 L75 -60 V5 C75 55 40 85 0 100 C-40 85 -75 55 -75 5 V-60 Z', C.green, `stroke="${C.white}" stroke-width="10"`)}${path('M-32 5 L-8 30 L35 -20', 'none', `stroke="${C.white}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"`)}</g>`,
  )
}

/** Every file the shop links, by file name. */
export function shopPictures(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [file, device] of Object.entries(SHOP_DEVICES)) files[`${file}.svg`] = deviceSvg(device)
  for (const [file, pkg] of Object.entries(SHOP_PACKAGES)) files[`${file}.svg`] = packageSvg(pkg.devices, pkg.accent)
  return files
}
