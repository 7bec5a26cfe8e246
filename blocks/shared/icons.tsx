import { CHECK_PATH, IconSvg } from './iconSvg.tsx'

/**
 * The small line icons feature cards and steps may name in config. Drawn inline (24x24, stroke
 * currentColor) so they cost no request and take the section's colour.
 */
const ICON_PATHS = {
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z M8.5 12l2.5 2.5 4.5-5',
  camera: 'M3 8h11l4-3v14l-4-3H3z M7 12h.01',
  doorbell: 'M8 3h8v18H8z M12 9a2 2 0 1 0 0 .01 M12 16v1',
  lock: 'M6 11h12v10H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 15v2',
  phone: 'M8 2h8v20H8z M11 18h2',
  thermostat: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2',
  wrench: 'M14.5 4.5a4 4 0 0 0 4.9 5.1L20 10l-9.5 9.5a2.1 2.1 0 0 1-3-3L17 7l.4-.6a4 4 0 0 0-2.9-1.9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5h4',
  dollar:
    'M12 3v18 M16.5 7.5c-.8-1.3-2.4-2-4.5-2-2.5 0-4 1.2-4 3s1.5 2.5 4 3 4.5 1.3 4.5 3.3-1.8 3.2-4.5 3.2c-2.2 0-3.9-.8-4.7-2.3',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6',
  sensor: 'M7 4h6v16H7z M16 6v12 M19 8v8',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  check: CHECK_PATH,
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4 6.4 20.3l1.1-6.2L3 9.7l6.2-.9z',
  fire: 'M12 21c-4 0-7-2.8-7-6.5 0-3.4 2.5-5.5 4-8 .6 1.7 1.6 2.8 3 3.5 0-3 1-5.5 3-7 0 4 4 6 4 11.5 0 3.7-3 6.5-7 6.5z',
  water: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5 M16 4.5a3.5 3.5 0 0 1 0 6.5 M18 14.8c2 .7 3.2 2.5 3.5 5.2',
  gift: 'M3 9h18v4H3z M5 13h14v8H5z M12 9v12 M12 9c-2-4-6-4-6-1.5S9 9 12 9zm0 0c2-4 6-4 6-1.5S15 9 12 9z',
  garage: 'M3 10l9-6 9 6v11H3z M6 13h12 M6 16h12 M6 19h12',
  plug: 'M9 2v5 M15 2v5 M6 7h12v4a6 6 0 0 1-12 0z M12 17v5',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H4z M17 14h3v5h-3z M20 19c0 1.5-2 2.5-5 2.5',
  map: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  chat: 'M4 5h16v11H9l-5 4z',
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z M12 1v3 M12 20v3 M1 12h3 M20 12h3 M4.2 4.2l2.1 2.1 M17.7 17.7l2.1 2.1 M4.2 19.8l2.1-2.1 M17.7 6.3l2.1-2.1',
  building: 'M4 21V4h10v17 M14 9h6v12 M7 8h4 M7 12h4 M7 16h4 M2 21h20',
  calendar: 'M4 5h16v16H4z M4 10h16 M8 3v4 M16 3v4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
} as const

export type IconName = keyof typeof ICON_PATHS
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[]

export function Icon({ name, size = 32, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return <IconSvg path={ICON_PATHS[name]} size={size} filled={filled} />
}
