import { C } from './palette.ts'
import { circle, path, rect } from './parts.ts'

/** Device illustrations on a 600x600 canvas with a soft round backdrop, for cards and thumbnails. */
const backdrop = (fill: string = C.sky) => `${rect(0, 0, 600, 600, C.white)}${circle(300, 300, 250, fill)}`

export const DEVICES: Record<string, () => string> = {
  panel: () =>
    `${backdrop()}${rect(150, 150, 300, 300, C.gray, 30)}${rect(170, 170, 260, 200, C.navy, 12)}
     ${path('M300 200 L345 218 V255 C345 285 325 302 300 312 C275 302 255 285 255 255 V218 Z', C.green)}${path('M281 256 L295 270 L320 241', 'none', `stroke="${C.white}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"`)}
     ${rect(200, 330, 200, 22, C.green, 11)}${[0, 1, 2].map((i) => circle(230 + i * 70, 405, 18, C.light)).join('')}`,
  'door-sensor': () =>
    `${backdrop(C.warm)}${rect(120, 90, 260, 420, '#B8895C', 8)}${rect(380, 90, 40, 420, C.light)}${circle(150, 310, 12, C.amber)}
     ${rect(300, 200, 70, 150, C.white, 14, `stroke="${C.light}" stroke-width="4"`)}${rect(390, 220, 26, 110, C.white, 10, `stroke="${C.light}" stroke-width="4"`)}${circle(335, 225, 7, C.green)}`,
  'motion-sensor': () =>
    `${backdrop()}${path('M180 170 H420 V330 C420 410 360 460 300 460 C240 460 180 410 180 330 Z', C.white, `stroke="${C.light}" stroke-width="6"`)}
     ${circle(300, 340, 62, C.navy)}${circle(300, 340, 40, '#2E5C94')}${circle(285, 325, 12, '#7FA7D9')}
     ${[1, 2].map((i) => path(`M${460 + i * 25} ${260 - i * 30} A ${90 + i * 40} ${90 + i * 40} 0 0 1 ${460 + i * 25} ${420 + i * 30}`, 'none', `stroke="${C.green}" stroke-width="12" stroke-linecap="round"`)).join('')}`,
  'indoor-camera': () =>
    `${backdrop(C.lightgreen)}${rect(230, 430, 140, 40, C.gray, 20)}${rect(285, 340, 30, 100, C.gray)}${circle(300, 260, 130, C.white, `stroke="${C.light}" stroke-width="6"`)}
     ${circle(300, 260, 72, C.navy)}${circle(300, 260, 42, '#2E5C94')}${circle(282, 242, 14, '#7FA7D9')}${circle(370, 175, 9, C.green)}`,
  'outdoor-camera': () =>
    `${backdrop()}${rect(440, 180, 70, 130, C.light, 12)}${rect(460, 240, 40, 30, C.mid)}${path('M130 210 H470 V330 H130 C100 330 90 310 90 270 C90 230 100 210 130 210 Z', C.white, `stroke="${C.light}" stroke-width="6"`)}
     ${circle(150, 270, 48, C.navy)}${circle(150, 270, 26, '#2E5C94')}${circle(140, 260, 9, '#7FA7D9')}${rect(120, 190, 330, 26, C.gray, 10)}${circle(420, 300, 8, C.green)}`,
  'doorbell-camera': () =>
    `${backdrop(C.warm)}${rect(220, 80, 160, 440, C.gray, 80)}${rect(236, 96, 128, 408, '#23272C', 64)}${circle(300, 190, 46, C.navy)}${circle(300, 190, 24, '#2E5C94')}${circle(290, 180, 8, '#7FA7D9')}
     ${circle(300, 400, 52, '#4FA3E0')}${circle(300, 400, 40, '#23272C')}${circle(300, 400, 26, C.white)}`,
  'smart-lock': () =>
    `${backdrop()}${rect(120, 80, 360, 440, '#B8895C', 10)}${rect(210, 150, 180, 300, C.gray, 24)}${rect(228, 168, 144, 190, '#23272C', 12)}
     ${[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => circle(260 + c * 40, 205 + r * 55, 14, '#7FA7D9'))).join('')}${circle(300, 405, 24, C.light)}${rect(292, 395, 16, 20, C.gray, 3)}${circle(345, 180, 6, C.green)}`,
  thermostat: () =>
    `${backdrop(C.lightgreen)}${circle(300, 300, 190, C.gray)}${circle(300, 300, 165, '#23272C')}${path('M180 360 A 130 130 0 1 1 420 360', 'none', `stroke="${C.amber}" stroke-width="16" stroke-linecap="round"`)}
     <text x="300" y="330" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="110" fill="${C.white}" text-anchor="middle">72</text><text x="300" y="390" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="${C.amber}" text-anchor="middle">HEAT</text>`,
  garage: () =>
    `${backdrop(C.warm)}${path('M100 250 L300 110 L500 250 V500 H100 Z', C.white, `stroke="${C.light}" stroke-width="6"`)}${rect(150, 270, 300, 230, C.mid, 6)}
     ${[0, 1, 2, 3].map((i) => rect(150, 270 + i * 58, 300, 4, C.light)).join('')}${rect(380, 160, 120, 80, C.navy, 14)}${circle(410, 200, 12, C.green)}${rect(430, 190, 50, 20, C.white, 6)}`,
  plug: () =>
    `${backdrop()}${rect(90, 120, 200, 360, C.white, 20, `stroke="${C.light}" stroke-width="6"`)}${rect(160, 210, 14, 50, C.gray, 4)}${rect(206, 210, 14, 50, C.gray, 4)}${rect(160, 340, 14, 50, C.gray, 4)}${rect(206, 340, 14, 50, C.gray, 4)}
     ${rect(240, 180, 240, 240, C.white, 40, `stroke="${C.light}" stroke-width="6"`)}${circle(360, 300, 60, C.sky)}${path('M360 262 V300', 'none', `stroke="${C.green}" stroke-width="12" stroke-linecap="round"`)}${path('M335 280 A 36 36 0 1 0 385 280', 'none', `stroke="${C.green}" stroke-width="12" stroke-linecap="round"`)}`,
  'smoke-detector': () =>
    `${backdrop(C.lightpurple)}${rect(60, 60, 480, 60, C.light)}${path('M130 120 H470 L440 230 H160 Z', C.white, `stroke="${C.light}" stroke-width="6"`)}${circle(300, 340, 150, C.white, `stroke="${C.light}" stroke-width="6"`)}
     ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(300 + 95 * Math.cos((i * Math.PI) / 4) - 6, 340 + 95 * Math.sin((i * Math.PI) / 4) - 18, 12, 36, C.light, 6)).join('')}${circle(300, 340, 44, C.sky)}${circle(300, 340, 10, C.red)}`,
  'water-sensor': () =>
    `${backdrop()}${rect(60, 420, 480, 90, '#CFE3F7')}${path('M300 110 C350 180 390 230 390 280 A 90 90 0 0 1 210 280 C210 230 250 180 300 110 Z', '#4FA3E0')}
     ${rect(180, 380, 240, 70, C.white, 35, `stroke="${C.light}" stroke-width="6"`)}${circle(300, 415, 10, C.green)}`,
  app: () => `${backdrop(C.lightgreen)}<g transform="translate(300 300) scale(1.15)">${phonePart()}</g>`,
  'yard-sign': () =>
    `${backdrop(C.lightgreen)}${rect(285, 300, 30, 220, C.mid)}${rect(140, 120, 320, 220, C.navy, 16)}${path('M300 150 L350 170 V215 C350 250 330 272 300 284 C270 272 250 250 250 215 V170 Z', C.green, `stroke="${C.white}" stroke-width="5"`)}
     <text x="300" y="322" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="30" fill="${C.white}" text-anchor="middle">PROTECTED</text>`,
}

function phonePart(): string {
  return `${rect(-110, -220, 220, 440, C.gray, 32)}${rect(-96, -196, 192, 392, C.white, 18)}${rect(-96, -150, 192, 150, '#BFD8F2')}${rect(-96, -60, 192, 60, '#9CC9A4')}${rect(-40, -120, 80, 90, C.warm)}${path('M-50 -120 L0 -160 L50 -120 Z', C.roof)}${rect(-12, -80, 24, 50, C.navy, 3)}${circle(70, -135, 7, C.red)}${rect(-80, 20, 160, 34, C.green, 17)}${rect(-80, 70, 160, 22, C.light, 11)}${rect(-80, 104, 110, 22, C.light, 11)}`
}
