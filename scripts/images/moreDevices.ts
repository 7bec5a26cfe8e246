import { C } from './palette.ts'
import { circle, path, rect } from './parts.ts'

/**
 * Devices of the shop catalogue that the site's marketing pages do not show: keypads, remotes and sensors.
 * Same 600x600 canvas and soft round backdrop as devices.ts, so every card in a grid looks of one family.
 */
const backdrop = (fill: string) => `${rect(0, 0, 600, 600, C.white)}${circle(300, 300, 250, fill)}`
const led = (cx: number, cy: number) => circle(cx, cy, 8, C.green)
const keys = (x: number, y: number, size: number, gap: number, fill: string) =>
  [0, 1, 2, 3]
    .flatMap((r) =>
      [0, 1, 2].map((c) => rect(x + c * (size + gap), y + r * (size * 0.7 + gap), size, size * 0.7, fill, 8)),
    )
    .join('')

export const MORE_DEVICES: Record<string, () => string> = {
  /** A slim keypad panel: small screen above a full number pad. */
  'keypad-panel': () =>
    `${backdrop(C.sky)}${rect(170, 90, 260, 420, C.white, 26, `stroke="${C.light}" stroke-width="6"`)}${rect(195, 118, 210, 86, C.navy, 10)}
     ${rect(212, 140, 120, 14, '#7FA7D9', 7)}${rect(212, 166, 80, 12, C.green, 6)}${keys(205, 228, 56, 12, C.sky)}${led(390, 490)}`,
  /** A large touchscreen with a camera above the screen: the premium panel. */
  'camera-panel': () =>
    `${backdrop(C.lightgreen)}${path('M250 470 L350 470 L380 520 H220 Z', C.gray)}${rect(110, 130, 380, 340, C.gray, 30)}${rect(130, 170, 340, 280, C.navy, 12)}
     ${circle(300, 150, 9, '#4FA3E0')}${rect(150, 190, 140, 110, '#1E4A80', 10)}${rect(310, 190, 140, 110, '#1E4A80', 10)}${rect(150, 320, 300, 110, '#1E4A80', 10)}
     ${path('M220 215 L250 227 V252 C250 270 238 280 220 286 C202 280 190 270 190 252 V227 Z', C.green)}${rect(330, 215, 100, 14, '#7FA7D9', 7)}${rect(330, 245, 70, 14, '#7FA7D9', 7)}
     ${rect(170, 345, 180, 20, C.green, 10)}${rect(170, 385, 240, 14, '#7FA7D9', 7)}`,
  /** A four-button key fob on a ring. */
  'key-fob': () =>
    `${backdrop(C.warm)}${circle(300, 150, 60, 'none', `stroke="${C.mid}" stroke-width="14"`)}${rect(290, 190, 20, 50, C.mid, 6)}
     ${rect(210, 230, 180, 290, C.gray, 80)}${rect(222, 242, 156, 266, '#23272C', 70)}
     ${circle(300, 310, 30, C.red)}${circle(250, 395, 26, '#4FA3E0')}${circle(350, 395, 26, C.green)}${circle(300, 465, 22, C.mid)}
     ${path('M288 296 h24 v10 h-24 z', C.white)}${led(300, 262)}`,
  /** A wearable help pendant on a lanyard with one large emergency button. */
  'panic-pendant': () =>
    `${backdrop(C.lightpurple)}${path('M200 60 C200 250 260 300 300 300 C340 300 400 250 400 60', 'none', `stroke="${C.purple}" stroke-width="14" stroke-linecap="round"`)}
     ${circle(300, 380, 130, C.white, `stroke="${C.light}" stroke-width="8"`)}${circle(300, 380, 86, C.red)}${circle(300, 380, 70, '#DE5247')}
     <text x="300" y="398" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="52" fill="${C.white}" text-anchor="middle">SOS</text>`,
  /** A round acoustic sensor on a wall beside a window, sound rings spreading. */
  'glass-break': () =>
    `${backdrop(C.sky)}${rect(90, 110, 230, 300, '#CFE3F7', 8, `stroke="${C.white}" stroke-width="16"`)}${path('M150 160 L220 250 L180 300 M220 250 L290 230 M220 250 L250 360', 'none', `stroke="${C.white}" stroke-width="8" stroke-linecap="round"`)}
     ${circle(420, 350, 80, C.white, `stroke="${C.light}" stroke-width="6"`)}${circle(420, 350, 46, C.sky)}${[0, 1, 2, 3, 4, 5].map((i) => circle(405 + (i % 3) * 15, 340 + Math.floor(i / 3) * 20, 5, C.mid)).join('')}${led(420, 300)}
     ${[1, 2].map((i) => path(`M${420 - 100 - i * 28} ${350 - 60 - i * 20} A ${110 + i * 30} ${110 + i * 30} 0 0 0 ${420 - 100 - i * 28} ${350 + 60 + i * 20}`, 'none', `stroke="${C.green}" stroke-width="10" stroke-linecap="round" opacity="0.8"`)).join('')}`,
  /** A flood puck on a tiled floor with a spreading puddle. */
  'flood-sensor': () =>
    `${backdrop(C.sky)}${rect(60, 380, 480, 130, '#E7ECF2')}${[0, 1, 2, 3].map((i) => rect(60 + i * 120, 380, 4, 130, C.light)).join('')}
     ${path('M120 470 C140 420 460 420 480 470 C470 500 130 500 120 470 Z', '#9CCBF0')}${rect(200, 330, 200, 110, C.white, 50, `stroke="${C.light}" stroke-width="6"`)}${led(300, 360)}
     ${path('M300 120 C340 175 370 210 370 250 A 70 70 0 0 1 230 250 C230 210 260 175 300 120 Z', '#4FA3E0')}`,
  /** The extended service plan: a shield with a wrench, for protection of the equipment itself. */
  'service-plan': () =>
    `${backdrop(C.lightgreen)}${path('M300 100 L450 160 V290 C450 390 380 450 300 480 C220 450 150 390 150 290 V160 Z', C.navy, `stroke="${C.white}" stroke-width="10"`)}
     <g transform="translate(300 290) rotate(-45)">${rect(-16, -40, 32, 150, C.white, 12)}${path('M-50 -80 A 55 55 0 1 0 50 -80 L 24 -80 L 24 -40 L -24 -40 L -24 -80 Z', C.white)}</g>${circle(420, 430, 46, C.green, `stroke="${C.white}" stroke-width="8"`)}
     ${path('M398 430 L414 446 L444 414', 'none', `stroke="${C.white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`)}`,
}
