/**
 * Whose X-Forwarded-For Express believes (`app.set('trust proxy', …)`): only a proxy on this machine
 * (loopback), e.g. nginx or Caddy in front of Node. `req.ip` is then the address that proxy reports, else
 * the socket's peer. Everything keyed by the client's address depends on it, above all the per-address
 * rate limit of offer claims: behind a load balancer on another host, every visitor would have the
 * balancer's address (one shared limit) until this names the balancer's addresses or hop count.
 */
export const TRUST_PROXY = 'loopback'
