/**
 * The site's one focus ring (GlobalStyles draws it on every :focus-visible) takes its colour from this custom
 * property, so a dark section turns every ring inside it light by setting the property once, and a light panel
 * inside a dark one (a header menu, a card) turns it back. WCAG 2.2 asks for 3:1 against what is behind the
 * ring; the ring sits 2 px outside the control, on the section's own background.
 */
export const FOCUS_RING_PROPERTY = '--focus-ring'

/** The declaration that makes the rings inside an element `colour`. */
export function focusRingColour(colour: string): string {
  return `${FOCUS_RING_PROPERTY}: ${colour};`
}

/** For dark backgrounds (the navy header and footer, dark and promo sections, ribbons, bars). */
export const lightFocusRing = focusRingColour('#fff')
