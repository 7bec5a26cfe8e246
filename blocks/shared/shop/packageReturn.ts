/**
 * Back from a package's views (the package, the customiser) to the package list: the list is drawn again where the
 * visitor left it, with the package they had chosen in view and its name focused, so a keyboard or screen-reader
 * user goes on from there (sixth walkthrough D21: Back landed at the top of /shop, a screen above the packages).
 * PackageTables marks each card `data-package-card` and makes its heading focusable by script (tabindex=-1).
 */
export function returnToPackage(packageId: string): void {
  // The store's change is drawn before the next frame (React flushes it in a microtask); the card is there then.
  window.requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-package-card="${CSS.escape(packageId)}"]`)
    if (!card?.checkVisibility()) {
      window.scrollTo({ top: 0 })
      return
    }
    // Centred: clear of the site's sticky header, with the cards beside it in view too.
    card.scrollIntoView({ block: 'center' })
    card.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true })
  })
}
