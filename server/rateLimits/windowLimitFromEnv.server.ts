import type { WindowLimit } from './hitCounter.server.ts'

/**
 * `fallback` with its count from the environment variable `name`, when set (the window stays): for deployments
 * where many visitors share an address, and for the browser tests, whose browsers all come from one. Anything but
 * a whole number from 1 up stops the start with the feature's own `ConfigError`.
 */
export function windowLimitFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: WindowLimit,
  ConfigError: new (message: string) => Error,
): WindowLimit {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1) throw new ConfigError(`${name} must be a whole number, at least 1`)
  return { ...fallback, limit }
}
