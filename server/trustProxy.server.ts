import express from 'express'
import { UpstreamConfigError } from './upstreams.server.ts'

/**
 * Whose X-Forwarded-For Express believes (`app.set('trust proxy', …)`). By default only a proxy on this
 * machine (loopback), e.g. nginx or Caddy in front of Node: `req.ip` is then the address that proxy reports,
 * else the socket's peer. Everything keyed by the client's address depends on it, above all the per-address
 * rate limit of offer claims: behind a load balancer on another host, every visitor would have the
 * balancer's address (one shared limit) until TRUST_PROXY names the balancer's addresses or hop count.
 */
export const DEFAULT_TRUST_PROXY = 'loopback'

/**
 * TRUST_PROXY from the env: a hop count ("1"), or addresses, subnets and Express's names ("loopback",
 * "uniquelocal", "10.0.0.0/8, 192.168.1.5"), as Express's `trust proxy` setting takes them. "true" (trust
 * every sender of X-Forwarded-For) is refused: any visitor could then pick the address the limits count.
 */
export function trustProxySetting(env: NodeJS.ProcessEnv): string | number {
  const raw = env.TRUST_PROXY?.trim()
  if (!raw) return DEFAULT_TRUST_PROXY
  if (/^\d+$/.test(raw)) return Number(raw)
  if (/^(true|false)$/i.test(raw)) {
    throw new UpstreamConfigError(
      `TRUST_PROXY must name the proxies' addresses or a hop count, not "${raw}" (trusting everyone lets a visitor choose the address rate limits count)`,
    )
  }
  try {
    // Express compiles the list when it is set and throws on anything that is not an address or subnet.
    express().set('trust proxy', raw)
  } catch (error) {
    throw new UpstreamConfigError(
      `TRUST_PROXY "${raw}" is not a list of addresses, subnets, loopback/linklocal/uniquelocal, or a hop count: ${(error as Error).message}`,
    )
  }
  return raw
}
