/** Input that means the visitor starts using server HTML whose code has not hydrated yet: its code loads then. */
export const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface HeldInput {
  /**
   * Call right before hydrating: notes what the visitor entered so far. Returns the step to run once the code
   * has hydrated: it stops holding, puts the entered values back and presses again what was pressed.
   */
  beforeHydration(): () => void
  /** Stops listening without replaying (the element went away before it hydrated). */
  stop: () => void
}

/**
 * Keeps what a visitor does to server HTML before its code has hydrated (an island below the fold, a form whose
 * code loads on first use). The first focus, touch or key calls `onFirstUse`, so the code starts loading. A
 * button pressed or a form submitted meanwhile would do nothing (or submit natively): the press is held and
 * redone after hydration; with `links`, so is a plain click on a link, whose code may open it its own way (a
 * share window) and otherwise lets it navigate. Typed values and choices are put back after hydration (a form
 * library resets the fields it takes over), through the events React listens to.
 */
export function holdInput(container: Element, onFirstUse: () => void, { links = false } = {}): HeldInput {
  let pressed: HTMLElement | null = null
  let submitted: HTMLFormElement | null = null
  const hold = (event: Event) => {
    if (event.type === 'click') {
      const target = (event.target as Element | null)?.closest?.(links ? 'button, a[href]' : 'button')
      if (!(target instanceof HTMLElement) || !container.contains(target)) return
      // A click that opens a new tab or window stays the browser's.
      const mouse = event as MouseEvent
      if (
        target instanceof HTMLAnchorElement &&
        (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey)
      )
        return
      pressed ??= target
    } else if (!pressed) submitted ??= event.target as HTMLFormElement
    event.preventDefault()
    event.stopPropagation()
    onFirstUse()
  }
  const firstUse = () => onFirstUse()
  for (const type of FIRST_USE_EVENTS) container.addEventListener(type, firstUse, { capture: true, passive: true })
  container.addEventListener('click', hold, { capture: true })
  container.addEventListener('submit', hold, { capture: true })
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) container.removeEventListener(type, firstUse, { capture: true })
    container.removeEventListener('click', hold, { capture: true })
    container.removeEventListener('submit', hold, { capture: true })
  }
  return {
    stop,
    beforeHydration() {
      const entered = controlStates(container)
      return () => {
        stop()
        restoreControlStates(entered)
        if (pressed?.isConnected) pressed.click()
        else if (submitted?.isConnected) submitted.requestSubmit()
      }
    },
  }
}

function controlStates(root: Element): Map<Control, string | boolean> {
  const states = new Map<Control, string | boolean>()
  for (const control of root.querySelectorAll<Control>('input, select, textarea'))
    states.set(control, isToggle(control) ? control.checked : control.value)
  return states
}

/**
 * Puts back what the visitor entered (what differs from the server's HTML), through the events React listens
 * to, so the component or form library sees it; values the code fills in itself (a stored code) are left as
 * it set them.
 *
 * React only reports a change when a control's value differs from the last one its value tracker saw, and
 * hydration takes whatever the control holds as that value: a value typed before hydration would stay on
 * screen while the component's state keeps the server's. So the control is first set (through the tracker) to
 * something else, then to what the visitor entered, and React sees the change.
 */
function restoreControlStates(states: Map<Control, string | boolean>): void {
  for (const [control, state] of states) {
    if (!control.isConnected) continue
    if (isToggle(control)) {
      // Unchecking a radio comes with checking another: only the checked one is replayed.
      if (state === control.defaultChecked || (control.type === 'radio' && !state)) continue
      if (control.checked === state) control.checked = !state
      control.click()
      continue
    }
    if (state === initialValue(control)) continue
    const valueProperty = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')
    if (control.value === state) control.value = initialValue(control)
    // The prototype's setter, around React's tracker: React then sees a value it has not seen yet.
    valueProperty?.set?.call(control, state)
    control.dispatchEvent(new Event('input', { bubbles: true }))
    control.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

function initialValue(control: Control): string {
  if (control instanceof HTMLSelectElement)
    return [...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value ?? ''
  return control.defaultValue
}

function isToggle(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
}
