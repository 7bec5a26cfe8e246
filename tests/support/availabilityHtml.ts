/**
 * Server HTML renders both variants of everything that depends on business hours (blocks/shared/ByAvailability.tsx)
 * and CSS shows the one the head boot script decided. These helpers check that a link only appears inside the
 * "open" variant, so it can never show while the line is closed.
 */
export function linksOutsideOpenVariant(html: string, href: string): number {
  const all = html.split(`href="${href}"`).length - 1
  const insideOpen = [
    ...html.matchAll(
      new RegExp(`data-when-open="[A-Za-z]+" style="display:contents"><a href="${href.replace(/[+.]/g, '\\$&')}"`, 'g'),
    ),
  ].length
  return all - insideOpen
}
