import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

/** The readiness check a load balancer polls: 200 while the instance takes traffic, 503 once it drains. */
export const READY_PATH = '/api/health/ready'

export interface InstanceLifecycle {
  /**
   * Wraps the server's request listener: every answer carries the X-Site-Revision header (pages,
   * prerendered pages, assets, API), READY_PATH is answered here, before the app, and while draining
   * every answer closes its connection after itself (`Connection: close`).
   */
  listener(handler: RequestListener): RequestListener
  ready(): boolean
  /**
   * Not ready from now on (the reason is what READY_PATH answers). Answers already under way whose headers
   * are not yet sent get `Connection: close`; `closeIdle` runs after every answer that ends from now on, so
   * a keep-alive connection whose answer was already on its way closes as soon as it is idle.
   */
  drain(reason: string, closeIdle: () => void): void
}

export function createInstanceLifecycle(revisionHeader: string): InstanceLifecycle {
  let drainReason: string | null = null
  let closeIdle: (() => void) | null = null
  const underWay = new Set<ServerResponse>()

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }

  return {
    listener(handler) {
      return (req: IncomingMessage, res: ServerResponse) => {
        res.setHeader('X-Site-Revision', revisionHeader)
        if (drainReason !== null) closeAfter(res)
        underWay.add(res)
        res.once('close', () => {
          underWay.delete(res)
          // After the answer: its connection is idle now (or closing), so the drain can close it.
          if (closeIdle) setImmediate(closeIdle)
        })
        if ((req.method === 'GET' || req.method === 'HEAD') && pathOf(req.url) === READY_PATH)
          return answerReadiness(res, drainReason)
        handler(req, res)
      }
    },
    ready: () => drainReason === null,
    drain(reason, onIdle) {
      if (drainReason !== null) return
      drainReason = reason
      closeIdle = onIdle
      for (const res of underWay) closeAfter(res)
    },
  }
}

function answerReadiness(res: ServerResponse, drainReason: string | null): void {
  const body = JSON.stringify(drainReason === null ? { ready: true } : { ready: false, reason: drainReason })
  res.writeHead(drainReason === null ? 200 : 503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}
