import { MARK_SCRIPTS_FAILED } from '../../services/frame/scriptsMark.ts'

/** However the paint goes unreported, the islands start by then. */
const PAINT_WAIT_LIMIT_MS = 3000

/**
 * The page's only script before its first paint: an inline script (allowed by the response's CSP nonce, or
 * by its hash on prerendered pages) that requests the island loader once the browser has painted the
 * server's HTML, so no script file competes with the first paint. A hidden tab does not paint, and a browser
 * without paint timing cannot say: both load at once. `whenNeeded` is a JavaScript condition; when it is
 * false (a page without islands and nothing in its query for attribution) no script file loads at all. A loader
 * that does not load (blocked, gone) marks the page's scripts as failed (services/frame/scriptsMark.ts; an island's
 * code that does not load marks them in blocks/islandEntry.ts), and the error is still reported as before.
 */
export function islandBootScript(loaderUrl: string, whenNeeded = 'true'): string {
  return `(function(){if(!(${whenNeeded}))return;var done=false;function load(){if(done)return;done=true;import(${JSON.stringify(loaderUrl)}).catch(function(e){${MARK_SCRIPTS_FAILED};throw e})}
if(document.visibilityState==='hidden'||typeof PerformanceObserver==='undefined'||!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))return load();
var observer=new PerformanceObserver(function(list){if(list.getEntries().length){observer.disconnect();load()}});
observer.observe({type:'paint',buffered:true});setTimeout(function(){observer.disconnect();load()},${PAINT_WAIT_LIMIT_MS})})()`
}

/** The query holds something the attribution step keeps (spec §7.5): only then must a page without islands load code. */
export const QUERY_PRESENT = 'location.search.length>1'
