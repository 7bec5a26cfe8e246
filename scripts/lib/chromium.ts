import { type Browser, chromium } from 'playwright-core'

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: BROWSER_FLAGS })
}
