/** The check mark's path: in the icon table (icons.tsx) and drawn alone by CheckList. */
export const CHECK_PATH = 'M4 12l5 5L20 6'

/**
 * One line icon drawn inline (24x24, stroke currentColor), so it costs no request and takes the section's colour.
 * A module of its own: a block that draws only the check mark (CheckList, in every hero) does not bring the whole
 * icon table into the browser.
 */
export function IconSvg({ path, size, filled = false }: { path: string; size: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}
