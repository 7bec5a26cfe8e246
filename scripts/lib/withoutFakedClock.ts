/**
 * `env` without libfaketime (LD_PRELOAD and its FAKETIME settings), for a helper process the tests start whose clock
 * is no part of what they check: a test run may preload libfaketime to stand the suite on another date, and Chromium
 * took about a minute to open one page on a faked clock, Redis never said it was ready. The site's own servers keep
 * the faked clock (tests/e2e/support/serverAt.ts sets it on purpose).
 */
export function withoutFakedClock(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) kept[name] = value
  return kept
}
