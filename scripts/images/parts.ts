import { C } from './palette.ts'

/** Reusable SVG pieces for the scenes: every function returns SVG markup in scene coordinates. */

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`

/** A sky gradient and rolling ground: the backdrop of the outdoor scenes. */
export function outdoors(w: number, h: number, opts: { dusk?: boolean; ground?: string } = {}): string {
  const top = opts.dusk ? '#1B3B6B' : '#BFD8F2'
  const bottom = opts.dusk ? '#F0B48A' : C.sky
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  ${rect(0, 0, w, h, 'url(#sky)')}
  ${path(`M0 ${h * 0.78} C ${w * 0.25} ${h * 0.72}, ${w * 0.55} ${h * 0.8}, ${w} ${h * 0.74} L ${w} ${h} L 0 ${h} Z`, opts.ground ?? '#9CC9A4')}
  ${path(`M0 ${h * 0.86} C ${w * 0.3} ${h * 0.82}, ${w * 0.7} ${h * 0.9}, ${w} ${h * 0.84} L ${w} ${h} L 0 ${h} Z`, '#7FB58A')}`
}

export function tree(x: number, y: number, s = 1): string {
  return `${rect(x - 8 * s, y - 20 * s, 16 * s, 90 * s, '#6B4F3A')}${circle(x, y - 70 * s, 60 * s, '#3E8E5A')}${circle(x - 35 * s, y - 40 * s, 42 * s, '#4FA36B')}${circle(x + 38 * s, y - 45 * s, 45 * s, '#3E8E5A')}`
}

/** A two-storey house, centred on cx, standing on baseline y; windows glow at dusk. */
export function house(
  cx: number,
  y: number,
  s = 1,
  opts: { lit?: boolean; solar?: boolean; flag?: boolean } = {},
): string {
  const w = 620 * s
  const h = 380 * s
  const x = cx - w / 2
  const top = y - h
  const win = opts.lit ? C.glow : '#CFE3F7'
  const windows = [0.12, 0.42, 0.72]
    .map((fx) =>
      rect(x + w * fx, top + h * 0.16, w * 0.16, h * 0.22, win, 6 * s, `stroke="${C.white}" stroke-width="${6 * s}"`),
    )
    .join('')
  const lower = [0.12, 0.72]
    .map((fx) =>
      rect(x + w * fx, top + h * 0.56, w * 0.16, h * 0.22, win, 6 * s, `stroke="${C.white}" stroke-width="${6 * s}"`),
    )
    .join('')
  const roof = path(
    `M${x - 40 * s} ${top + 10 * s} L${cx} ${top - 210 * s} L${x + w + 40 * s} ${top + 10 * s} Z`,
    C.roof,
  )
  const solar = opts.solar
    ? [0, 1, 2]
        .map((i) =>
          path(
            `M${x + 60 * s + i * 120 * s} ${top - 20 * s} l${100 * s} 0 l${50 * s} ${-80 * s} l${-100 * s} 0 Z`,
            C.navy,
            `stroke="#7FA7D9" stroke-width="${4 * s}"`,
          ),
        )
        .join('')
    : ''
  const flag = opts.flag
    ? `${rect(x + w + 70 * s, top - 120 * s, 8 * s, h + 120 * s, C.mid)}${rect(x + w + 78 * s, top - 115 * s, 150 * s, 90 * s, C.white)}${[0, 2, 4, 6].map((i) => rect(x + w + 78 * s, top - 115 * s + i * 13 * s, 150 * s, 6.5 * s, C.red)).join('')}${rect(x + w + 78 * s, top - 115 * s, 62 * s, 46 * s, C.navy)}`
    : ''
  return `${path(`M${x} ${top} h${w} v${h} h${-w} Z`, C.warm)}${roof}${solar}
    ${rect(x, top, w, h, C.warm)}${rect(x, top + h * 0.47, w, 8 * s, C.light)}
    ${windows}${lower}
    ${rect(cx - w * 0.07, top + h * 0.55, w * 0.14, h * 0.45, C.navy, 6 * s)}${circle(cx + w * 0.045, top + h * 0.78, 6 * s, C.amber)}
    ${rect(cx + w * 0.09, top + h * 0.62, 22 * s, 40 * s, C.gray, 6 * s)}${circle(cx + w * 0.09 + 11 * s, top + h * 0.62 + 14 * s, 6 * s, '#4FA3E0')}
    ${outdoorCamera(x + w - 30 * s, top + 30 * s, 0.9 * s)}${flag}`
}

/** A wall-mounted bullet camera pointing left, anchored at its mount. */
function outdoorCamera(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-10, -10, 30, 40, C.light, 6)}${rect(-90, -5, 95, 42, C.white, 18, `stroke="${C.light}" stroke-width="4"`)}${circle(-82, 16, 14, C.navy)}${circle(-82, 16, 6, '#4FA3E0')}</g>`
}

/** A shield badge with a check, the brand's mark of protection. */
export function shield(cx: number, cy: number, s = 1, fill: string = C.green): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">${path('M0 -90 L75 -60 V5 C75 55 40 85 0 100 C-40 85 -75 55 -75 5 V-60 Z', fill, `stroke="${C.white}" stroke-width="8"`)}${path('M-32 5 L-8 30 L35 -20', 'none', `stroke="${C.white}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`)}</g>`
}

/** A phone showing a live camera view of a porch. */
export function phone(cx: number, cy: number, s = 1): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">${rect(-110, -220, 220, 440, C.gray, 32)}${rect(-96, -196, 192, 392, C.white, 18)}
    ${rect(-96, -150, 192, 150, '#BFD8F2')}${rect(-96, -60, 192, 60, '#9CC9A4')}${rect(-40, -120, 80, 90, C.warm)}${path('M-50 -120 L0 -160 L50 -120 Z', C.roof)}${rect(-12, -80, 24, 50, C.navy, 3)}
    ${circle(70, -135, 7, C.red)}${rect(-80, 20, 160, 34, C.green, 17)}${rect(-80, 70, 160, 22, C.light, 11)}${rect(-80, 104, 110, 22, C.light, 11)}${rect(-30, 170, 60, 8, C.mid, 4)}</g>`
}
