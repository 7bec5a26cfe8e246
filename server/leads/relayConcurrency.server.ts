export class RelayConfigError extends Error {}

const MAX_CONCURRENCY = 256

/**
 * LEAD_RELAY_CONCURRENCY: how many deliveries one instance's relay has in flight at once (default 8, the
 * relay's own). After a retryable failure the relay pauses that upstream for a second, so against an upstream
 * that fails part of its calls (not an outage) one instance delivers about half this many rows per second;
 * raise it to drain a backlog faster, within what the upstream accepts.
 */
export function relayConcurrencyFromEnv(env: NodeJS.ProcessEnv): { concurrency?: number } {
  const raw = env.LEAD_RELAY_CONCURRENCY?.trim()
  if (!raw) return {}
  const concurrency = Number(raw)
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY)
    throw new RelayConfigError(`LEAD_RELAY_CONCURRENCY must be a whole number from 1 to ${MAX_CONCURRENCY}`)
  return { concurrency }
}
