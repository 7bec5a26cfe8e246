import { type Browser, chromium } from 'playwright-core'
import { withoutFakedClock } from './withoutFakedClock.ts'

/** Debian's Chromium (CHROME_PATH overrides) and the flags this sandbox needs: no network chatter. */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/** The browser keeps the machine's clock (withoutFakedClock); the pages' clocks are Playwright's (tests/e2e/support/clock.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: BROWSER_FLAGS, env: withoutFakedClock(process.env) })
}
