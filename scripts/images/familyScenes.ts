import { DEVICES } from './devices.ts'
import { MORE_DEVICES } from './moreDevices.ts'
import { C } from './palette.ts'
import { circle, house, outdoors, path, phone, rect, shield, tree } from './parts.ts'

/**
 * Hero scenes for the page families that used to borrow the house picture: help and support, moving,
 * the product catalogue, sensors, smart locks, the garage and the city (location and metro partner
 * pages). Same 1920x1080 canvas as scenes.ts, subject inside the centred 1080x1080 square.
 */
const W = 1920
const H = 1080
const ALL: Record<string, () => string> = { ...DEVICES, ...MORE_DEVICES }

/** A device drawing (600x600 canvas) on a white card with a soft shadow, at (x, y) with side `size`. */
function deviceCard(name: string, x: number, y: number, size: number): string {
  return `${rect(x + 8, y + 12, size, size, '#0B2F5B', 28, 'opacity="0.12"')}${rect(x, y, size, size, C.white, 28)}<svg x="${x + size * 0.06}" y="${y + size * 0.06}" width="${size * 0.88}" height="${size * 0.88}" viewBox="0 0 600 600">${ALL[name]!()}</svg>`
}

/** A speech bubble with a tail and a few lines of "text". */
function bubble(x: number, y: number, w: number, h: number, fill: string, lines: string, tailLeft = true): string {
  const tail = tailLeft
    ? path(`M${x + 40} ${y + h - 2} l-10 50 l60 -50 Z`, fill)
    : path(`M${x + w - 40} ${y + h - 2} l10 50 l-60 -50 Z`, fill)
  const bars = [0, 1, 2]
    .slice(0, h > 140 ? 3 : 2)
    .map((i) => rect(x + 36, y + 36 + i * 44, (w - 72) * (i === 2 ? 0.55 : i === 1 ? 0.8 : 1), 20, lines, 10))
    .join('')
  return `${rect(x, y, w, h, fill, 32)}${tail}${bars}`
}

/** A person from the chest up; `headset` adds a support headset. */
function person(
  cx: number,
  cy: number,
  s: number,
  shirt: string,
  skin: string,
  opts: { headset?: boolean; hair?: string } = {},
): string {
  const hair = opts.hair ?? '#3B2A20'
  const headset = opts.headset
    ? `${path(`M${cx - 95 * s} ${cy - 10 * s} A ${100 * s} ${100 * s} 0 0 1 ${cx + 95 * s} ${cy - 10 * s}`, 'none', `stroke="${C.gray}" stroke-width="${16 * s}"`)}${rect(cx - 112 * s, cy - 30 * s, 34 * s, 64 * s, C.gray, 12 * s)}${rect(cx + 78 * s, cy - 30 * s, 34 * s, 64 * s, C.gray, 12 * s)}${path(`M${cx + 95 * s} ${cy + 30 * s} C${cx + 95 * s} ${cy + 90 * s} ${cx + 40 * s} ${cy + 95 * s} ${cx + 20 * s} ${cy + 95 * s}`, 'none', `stroke="${C.gray}" stroke-width="${8 * s}"`)}`
    : ''
  return `${path(`M${cx - 170 * s} ${cy + 330 * s} C${cx - 170 * s} ${cy + 160 * s} ${cx + 170 * s} ${cy + 160 * s} ${cx + 170 * s} ${cy + 330 * s} Z`, shirt)}${rect(cx - 30 * s, cy + 70 * s, 60 * s, 70 * s, skin)}
    ${circle(cx, cy, 95 * s, skin)}${path(`M${cx - 98 * s} ${cy - 5 * s} C${cx - 100 * s} ${cy - 120 * s} ${cx + 100 * s} ${cy - 130 * s} ${cx + 98 * s} ${cy - 5 * s} C${cx + 60 * s} ${cy - 60 * s} ${cx - 40 * s} ${cy - 70 * s} ${cx - 98 * s} ${cy - 5 * s} Z`, hair)}${headset}`
}

function skyline(y: number): string {
  const towers: Array<[number, number, number]> = [
    [80, 140, 380],
    [240, 110, 520],
    [370, 150, 300],
    [540, 90, 610],
    [650, 170, 420],
    [840, 120, 700],
    [980, 140, 480],
    [1140, 100, 560],
    [1260, 160, 380],
    [1440, 110, 640],
    [1570, 150, 450],
    [1740, 120, 520],
  ]
  return towers
    .map(
      ([x, w, h]) =>
        `${rect(x, y - h, w, h, '#2E4F7C', 4)}${[0, 1, 2, 3, 4, 5, 6, 7]
          .filter((i) => i * 70 + 40 < h - 30)
          .map((i) => rect(x + 18, y - h + 30 + i * 70, w - 36, 18, C.glow, 4, 'opacity="0.55"'))
          .join('')}`,
    )
    .join('')
}

export const FAMILY_SCENES: Record<string, () => string> = {
  /** Help Center, Customer Support, Contact Us: a support specialist and a chat on a phone. */
  support: () =>
    `${rect(0, 0, W, H, C.sky)}${circle(960, 560, 470, C.white, 'opacity="0.7"')}${rect(0, 900, W, 180, '#CFDDEC')}
     ${person(760, 500, 1.15, C.green, '#C68E5E', { headset: true })}${rect(480, 860, 580, 40, C.mid, 8)}
     ${bubble(1080, 230, 380, 150, C.white, C.light, true)}${bubble(1000, 430, 330, 110, C.green, '#7FC496', false)}
     ${phone(1330, 700, 0.62)}${shield(560, 260, 0.55)}`,
  /** Moving: a box truck with the brand shield in front of the new house, boxes on the lawn. */
  moving: () =>
    `${outdoors(W, H)}${tree(1620, 880, 1.1)}${house(1180, 880, 0.75)}
     ${rect(420, 560, 520, 300, C.white, 16, `stroke="${C.light}" stroke-width="6"`)}${path('M940 640 H1080 L1160 740 V860 H940 Z', C.navy)}${path('M965 660 H1070 L1125 740 H965 Z', '#BFD8F2')}
     ${circle(540, 880, 56, C.gray)}${circle(540, 880, 24, C.mid)}${circle(1040, 880, 56, C.gray)}${circle(1040, 880, 24, C.mid)}${shield(680, 700, 0.75)}
     ${rect(1240, 800, 110, 90, '#C9A27A', 6)}${rect(1240, 800, 110, 16, '#B08A62')}${rect(1330, 740, 90, 150, '#D8B68E', 6)}${rect(1330, 740, 90, 14, '#B08A62')}${rect(1270, 720, 70, 80, '#C9A27A', 6)}`,
  /** The product catalogue: the devices on cards, like a shelf. */
  products: () =>
    `${rect(0, 0, W, H, C.warm)}${rect(0, 820, W, 260, '#E6DFD4')}
     ${deviceCard('panel', 470, 170, 300)}${deviceCard('outdoor-camera', 810, 170, 300)}${deviceCard('doorbell-camera', 1150, 170, 300)}
     ${deviceCard('smart-lock', 470, 510, 300)}${deviceCard('motion-sensor', 810, 510, 300)}${deviceCard('thermostat', 1150, 510, 300)}`,
  /** Sensors: a window with its sensor, a door with its sensor and a motion sensor in the corner. */
  sensors: () =>
    `${rect(0, 0, W, H, '#EDE7DD')}${rect(0, 880, W, 200, '#C9B8A3')}${rect(0, 860, W, 24, C.white)}
     ${rect(430, 200, 480, 480, '#BFD8F2', 10, `stroke="${C.white}" stroke-width="24"`)}${rect(662, 200, 16, 480, C.white)}${rect(430, 432, 480, 16, C.white)}${path('M430 560 C560 520 760 600 910 540 V680 H430 Z', '#9CC9A4')}
     ${rect(880, 360, 34, 90, C.white, 8, `stroke="${C.light}" stroke-width="4"`)}${rect(920, 372, 16, 60, C.white, 6, `stroke="${C.light}" stroke-width="4"`)}${circle(897, 380, 5, C.green)}
     ${rect(1060, 240, 300, 640, '#B8895C', 8)}${circle(1090, 580, 12, C.amber)}${rect(1300, 340, 40, 100, C.white, 8, `stroke="${C.light}" stroke-width="4"`)}${rect(1362, 350, 18, 70, C.white, 6, `stroke="${C.light}" stroke-width="4"`)}${circle(1320, 360, 5, C.green)}
     ${path('M1430 130 H1520 V190 C1520 230 1495 250 1475 250 C1455 250 1430 230 1430 190 Z', C.white, `stroke="${C.light}" stroke-width="5"`)}${circle(1475, 195, 24, C.navy)}
     ${[1, 2].map((i) => path(`M${1400 - i * 26} ${210 + i * 20} A ${80 + i * 40} ${80 + i * 40} 0 0 0 ${1475 + i * 10} ${290 + i * 40}`, 'none', `stroke="${C.green}" stroke-width="10" stroke-linecap="round" opacity="0.7"`)).join('')}`,
  /** Smart locks: the front door close up with its keypad lock, the app showing it locked. */
  'smart-lock': () =>
    `${rect(0, 0, W, H, C.brick)}${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => rect(0, i * 120, W, 6, '#B9A68F')).join('')}${rect(0, 960, W, 120, '#8A94A3')}
     ${rect(600, 120, 520, 840, C.white)}${rect(640, 160, 440, 800, C.navy, 6)}${rect(680, 200, 160, 300, '#173F70', 6)}${rect(880, 200, 160, 300, '#173F70', 6)}${rect(680, 560, 360, 340, '#173F70', 6)}
     ${rect(960, 520, 80, 150, C.gray, 16)}${rect(970, 532, 60, 90, '#23272C', 8)}${[0, 1, 2].flatMap((r) => [0, 1].map((c) => circle(988 + c * 24, 550 + r * 26, 7, '#7FA7D9'))).join('')}${circle(1000, 645, 12, C.light)}
     ${rect(1180, 620, 140, 260, '#6B8F5A', 20)}${circle(1250, 600, 90, '#4FA36B')}${circle(1200, 560, 60, '#3E8E5A')}${phone(1420, 560, 0.75)}`,
  /** Smart garage: the house with its garage door and the app that opens it. */
  garage: () =>
    `${outdoors(W, H)}${tree(1620, 880, 1.1)}${house(820, 900, 0.85)}
     ${rect(1040, 580, 340, 320, C.warm)}${path('M1020 590 L1210 470 L1400 590 Z', C.roof)}${rect(1075, 640, 270, 260, C.mid, 6)}${[0, 1, 2, 3].map((i) => rect(1075, 640 + i * 64, 270, 5, C.light)).join('')}
     ${rect(1290, 600, 60, 34, C.navy, 8)}${circle(1306, 617, 6, C.green)}${phone(1500, 560, 0.62)}`,
  /** City and metro pages: a protected home in front of the skyline at dusk. */
  city: () =>
    `${outdoors(W, H, { dusk: true })}${skyline(820)}${path(`M0 ${H * 0.8} C ${W * 0.3} ${H * 0.76}, ${W * 0.6} ${H * 0.82}, ${W} ${H * 0.77} L ${W} ${H} L 0 ${H} Z`, '#7FB58A')}
     ${tree(430, 900, 1.2)}${tree(1510, 900, 1.1)}${house(960, 930, 0.95, { lit: true })}${shield(1300, 330, 0.9)}`,
}
