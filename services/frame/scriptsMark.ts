/**
 * Whether the page's scripts run, as an attribute of <html> CSS can key on (the cart view's "needs scripts" line,
 * blocks/ShopCart/withoutScripts): the head boot script sets it to "running" before the first paint (bootScript.ts),
 * and it becomes "failed" when the island loader's file does not load (runtime/islands/bootScript.ts), an island's code
 * does not (blocks/islandEntry.ts) or code a block loads later does not (blocks/ShopCart/useCartContents.ts). Absent:
 * scripts are off.
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts'
export const SCRIPTS_RUNNING = 'running'
export const SCRIPTS_FAILED = 'failed'

/** The CSS selector of a page whose scripts run and have not failed (yet): what they will show is on its way. */
export const SCRIPTS_RUNNING_SELECTOR = `html[${SCRIPTS_ATTRIBUTE}='${SCRIPTS_RUNNING}']`

/** ES5 statements for an inline script: marks the page's scripts as running, or as failed. */
export const MARK_SCRIPTS_RUNNING = `document.documentElement.setAttribute('${SCRIPTS_ATTRIBUTE}','${SCRIPTS_RUNNING}')`
export const MARK_SCRIPTS_FAILED = `document.documentElement.setAttribute('${SCRIPTS_ATTRIBUTE}','${SCRIPTS_FAILED}')`

/** Marks, in the browser, that code the page needed did not load: what stands in for it shows. */
export function markScriptsFailed(): void {
  document.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, SCRIPTS_FAILED)
}
