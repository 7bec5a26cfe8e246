import { ALLY_KEY, MAX_TEXT_STEP } from './allyPreferences.ts'
import { APP_MODE_KEY } from './appMode.ts'
import { SCHEDULE_BOOT_SCRIPT } from '../schedule/index.ts'
import { LEAD_SUBMITTED_KEY } from '../attribution/core.ts'
import { MARK_SCRIPTS_RUNNING } from './scriptsMark.ts'
import { CART_ITEMS_BOOT_SCRIPT } from '../ecommerce/cartItemsMark.ts'
import { PLACED_ORDER_BOOT_SCRIPT } from '../ecommerce/placedOrder.ts'

/**
 * A tiny inline script for <head>: it runs before the first paint, so app mode hides the footer, the
 * accessibility settings apply without a flash of the default page, a browser that has sent a lead never sees
 * the lead forms that hide after one (spec 2.10), and scheduled blocks outside their window
 * (services/schedule) are hidden on prerendered pages, and the header's cart link shows with its number where a cart is
 * saved (services/ecommerce/cartItemsMark.ts), once a placed order's return link has emptied the cart it was made from
 * (placedOrder.ts); first of all it marks that scripts run (scriptsMark.ts). It repeats the rules of appMode.ts and
 * allyPreferences.ts in plain ES5 (it cannot import), and frameBoot.test.ts runs it against them.
 */
export const FRAME_BOOT_SCRIPT =
  `(function(){try{${MARK_SCRIPTS_RUNNING};var d=document.documentElement,s=window.sessionStorage,q=new URLSearchParams(location.search);` +
  `if(q.get('app')==='true'&&s.getItem('${APP_MODE_KEY}')===null)s.setItem('${APP_MODE_KEY}','true');` +
  `if(q.get('app')==='true'||s.getItem('${APP_MODE_KEY}')!==null)d.setAttribute('data-app-mode','');` +
  `var a=JSON.parse(window.localStorage.getItem('${ALLY_KEY}')||'{}')||{},t=Math.min(${MAX_TEXT_STEP},Math.max(0,parseInt(a.textStep,10)||0));` +
  `if(t>0)d.setAttribute('data-ally-text',String(t));if(a.contrast===true)d.setAttribute('data-ally-contrast','');` +
  `if(a.underline===true)d.setAttribute('data-ally-underline','');` +
  `if(window.localStorage.getItem('${LEAD_SUBMITTED_KEY}')==='true')d.setAttribute('data-lead-submitted','');` +
  `${SCHEDULE_BOOT_SCRIPT}}catch(e){}${PLACED_ORDER_BOOT_SCRIPT}${CART_ITEMS_BOOT_SCRIPT}})();`
