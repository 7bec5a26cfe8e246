/** Marketing attribution (spec §3.1, §7.5): pure rules in core.ts, the browser's cookies in browser.ts. */
export * from './core.ts'
export { attributionSettingsFrom } from './settings.ts'
