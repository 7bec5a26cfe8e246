import { C } from './palette.ts'
import { circle, house, outdoors, path, phone, rect, shield, tree } from './parts.ts'

/**
 * Wide illustrations on a 1920x1080 canvas. Each keeps its subject inside the centred 1080x1080
 * square, so the phone crop (art direction) still shows it.
 */
export const W = 1920
export const H = 1080

export const SCENES: Record<string, () => string> = {
  home: () =>
    `${outdoors(W, H, { dusk: true })}${tree(470, 880, 1.4)}${tree(1500, 880, 1.2)}${house(960, 900, 1.1, { lit: true })}${shield(1290, 330, 1.1)}`,
  cameras: () =>
    `${outdoors(W, H)}${tree(1550, 890, 1.3)}${house(880, 900, 1)}${path('M1170 330 L1500 520 L1500 760 Z', C.amber, 'opacity="0.35"')}${phone(1300, 620, 0.8)}`,
  'smart-home': () =>
    `${rect(0, 0, W, H, C.warm)}${rect(0, 820, W, 260, '#D8C7B2')}${rect(520, 180, 260, 330, C.sky, 12, `stroke="${C.white}" stroke-width="14"`)}
     ${circle(1000, 360, 80, C.gray)}${circle(1000, 360, 66, '#23272C')}<text x="1000" y="382" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="60" fill="${C.white}" text-anchor="middle">71</text>
     ${rect(560, 640, 600, 180, C.navy2, 40)}${rect(540, 600, 640, 90, C.navy, 45)}${rect(1240, 520, 16, 300, C.gray)}${path('M1170 520 H1330 L1290 420 H1210 Z', C.amber)}${circle(1248, 560, 60, C.glow, 'opacity="0.5"')}
     ${phone(1420, 640, 0.7)}${shield(720, 340, 0.6)}`,
  monitoring: () =>
    `${rect(0, 0, W, H, C.navy)}${rect(0, 800, W, 280, C.navy2)}${[0, 1, 2].map((i) => rect(520 + i * 300, 240, 270, 180, '#1E4A80', 10, `stroke="#7FA7D9" stroke-width="6"`)).join('')}
     ${[0, 1, 2].map((i) => rect(545 + i * 300, 265, 220, 20, i === 1 ? C.green : '#7FA7D9', 6)).join('')}${[0, 1, 2].map((i) => rect(545 + i * 300, 300, 150, 14, '#4F77A8', 6)).join('')}
     ${rect(480, 720, 960, 40, C.mid, 8)}${circle(960, 560, 90, '#E0B48F')}${path('M820 800 C820 680 1100 680 1100 800 Z', C.green)}${path('M860 560 A 100 100 0 0 1 1060 560', 'none', `stroke="${C.gray}" stroke-width="18"`)}${rect(845, 550, 30, 60, C.gray, 10)}${rect(1045, 550, 30, 60, C.gray, 10)}${path('M1060 600 C1060 650 1000 660 980 660', 'none', `stroke="${C.gray}" stroke-width="8"`)}
     ${shield(1330, 560, 0.9)}`,
  installation: () =>
    `${outdoors(W, H)}${house(760, 880, 0.9)}${rect(1120, 690, 520, 200, C.white, 20)}${rect(1520, 720, 120, 100, '#CFE3F7', 12)}${rect(1120, 770, 400, 40, C.navy)}${circle(1220, 900, 48, C.gray)}${circle(1540, 900, 48, C.gray)}
     ${circle(1250, 540, 42, '#C68E5E')}${path('M1195 690 C1195 600 1305 600 1305 690 Z', C.green)}${rect(1200, 490, 100, 26, C.navy, 10)}${rect(1300, 620, 50, 70, C.amber, 6)}`,
  'life-safety': () =>
    `${outdoors(W, H)}${house(960, 900, 1.05)}${circle(620, 300, 110, C.white, `stroke="${C.light}" stroke-width="8"`)}${circle(620, 300, 30, C.red)}
     ${path('M1320 200 C1360 260 1400 300 1400 350 A 80 80 0 0 1 1240 350 C1240 300 1280 260 1320 200 Z', '#4FA3E0')}`,
  partner: () =>
    `${outdoors(W, H)}${tree(420, 880, 1.2)}${house(960, 900, 1, { lit: false })}${rect(1321, 640, 18, 260, '#6B4F3A')}${rect(1170, 600, 320, 150, C.navy, 14, 'data-sign-board=""')}
     <text x="1330" y="692" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="44" letter-spacing="2" fill="${C.white}" text-anchor="middle" textLength="250" lengthAdjust="spacingAndGlyphs" data-sign-text="">WELCOME</text>${shield(1330, 360, 0.8, C.purple)}`,
  seasonal: () =>
    `${outdoors(W, H)}${house(900, 900, 1, { flag: true })}${[0, 1, 2, 3, 4, 5].map((i) => path(`M${660 + i * 80} 520 q40 40 80 0`, i % 2 ? C.red : C.navy)).join('')}${shield(640, 330, 0.8, C.purple)}`,
  app: () =>
    `${rect(0, 0, W, H, C.lightgreen)}${circle(960, 540, 420, C.white)}${phone(960, 540, 1.6)}${shield(1260, 300, 0.7)}`,
  solar: () =>
    `${outdoors(W, H)}${tree(1520, 880, 1.2)}${house(900, 900, 1, { solar: true })}${circle(1380, 230, 90, C.amber)}`,
  commercial: () =>
    `${outdoors(W, H)}${rect(600, 260, 720, 640, '#DCE3EC')}${[0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3, 4].map((c) => rect(650 + c * 130, 300 + r * 130, 90, 90, '#9EC0E3', 6))).join('')}${rect(900, 780, 120, 120, C.navy)}${shield(1320, 300, 0.9)}`,
}
