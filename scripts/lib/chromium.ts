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

/**
 * The environment without libfaketime: a test run may preload it to stand its servers on another date (FAKETIME),
 * and Chromium on a faked clock took about a minute to open one page. The browser keeps the machine's clock; the
 * pages' clocks are Playwright's (tests/e2e/support/clock.ts).
 */
function withoutFakedClock(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) kept[name] = value
  return kept
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: BROWSER_FLAGS, env: withoutFakedClock(process.env) })
}
