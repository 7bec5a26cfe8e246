import type { UpstreamSettings } from '../upstreams.server.ts'
import { type BackoffPolicy, DEFAULT_BACKOFF, nextAttemptDelay, outcomeOfStatus, retryAfterMs } from './backoff.ts'
import { OUTBOX_DESTINATIONS, destinationNamed, type OutboxDestination } from './destinations.server.ts'
import type { DeliveryRow, LeadOutbox } from '../storage/repositories/leadOutbox.server.ts'
import type { LeadUpstreamCredentials } from './upstream/credentials.server.ts'
import {
  type UpstreamRequest,
  type UpstreamResponse,
  describeFailure,
  sendUpstream,
} from './upstream/sendUpstream.server.ts'

export interface RelayOptions {
  outbox: LeadOutbox
  upstreams: Pick<UpstreamSettings, 'leadApi' | 'marketingAutomation'> & Partial<UpstreamSettings>
  credentials: () => LeadUpstreamCredentials
  /** Every destination this relay delivers to (default: leads' and offer claims'). */
  destinations?: readonly OutboxDestination[]
  backoff?: BackoffPolicy
  /** Per-request time-out. */
  requestTimeoutMs?: number
  /** Deliveries in flight at once. */
  concurrency?: number
  /** How often the loop looks for due rows when nothing woke it. */
  pollMs?: number
  /**
   * After a retryable failure (no answer, 408, 429, 5xx) the relay sends nothing else to that upstream for
   * this long (or for its Retry-After, when longer), so an outage costs one batch of attempts per pause, not
   * one failed request per pending lead, and a recovering upstream is not flooded.
   */
  pauseAfterFailureMs?: number
  /** After this many attempts a retryable failure is kept as failed (visible, re-queueable) instead of retried. */
  maxAttempts?: number
  /**
   * On stop (graceful shutdown), how long the attempts in flight may still end on their own; after that they
   * are aborted and their rows handed back (due at once for another instance's relay). Default 2 s.
   */
  handBackAfterMs?: number
  now?: () => number
  random?: () => number
  send?: (request: UpstreamRequest) => Promise<UpstreamResponse>
  log?: (message: string) => void
}

export interface LeadRelay {
  /** Starts the background loop (idempotent). */
  start(): void
  /** Looks for due rows now (called when a lead was just accepted). */
  wake(): void
  /** Claims every due row (up to the concurrency) and waits until their attempts ended; returns how many. */
  deliverDue(): Promise<number>
  /**
   * Graceful shutdown (and tests): stops claiming at once, lets the attempts in flight end for up to
   * handBackAfterMs, then aborts the rest and hands their rows back (releaseLease: due now, so another
   * instance sends them at once rather than after the lease). Resolves when every claimed row has its
   * outcome or is handed back; returns how many were handed back.
   */
  stop(): Promise<number>
}

/**
 * The Idempotency-Key of one delivery: the lead's key from the browser and the destination, so every
 * retry of a delivery sends the same key, and two destinations on one API (/Lead/SubmitLead and
 * /Lead/SendLeadEmail) never share one, which an API with one key store would answer with the other's
 * cached answer (issue 20).
 */
export function deliveryIdempotencyKey(row: Pick<DeliveryRow, 'idempotencyKey' | 'destination'>): string {
  return `${row.idempotencyKey}.${row.destination}`
}

/**
 * Delivers outbox rows to their upstreams, at least once: an attempt is recorded only after the upstream
 * answered, so a crash mid-attempt means a second attempt, which the upstream deduplicates by the
 * Idempotency-Key header (deliveryIdempotencyKey: the lead's key and the destination).
 */
export function createLeadRelay(options: RelayOptions): LeadRelay {
  const {
    outbox,
    upstreams,
    credentials,
    destinations = OUTBOX_DESTINATIONS,
    backoff = DEFAULT_BACKOFF,
    requestTimeoutMs = 10_000,
    concurrency = 8,
    pollMs = 500,
    maxAttempts = 100,
    pauseAfterFailureMs = 1000,
    handBackAfterMs = 2000,
    now = Date.now,
    random = Math.random,
    send = sendUpstream,
    log = (message) => console.warn(message),
  } = options
  // The lease outlives the request time-out, so a row is never sent twice at once by this or another relay.
  const leaseMs = requestTimeoutMs * 2 + 1000
  const inFlight = new Set<Promise<void>>()
  /** Per upstream: until when it is paused after a retryable failure. */
  const pausedUntil = new Map<string, number>()
  let timer: NodeJS.Timeout | undefined
  let running = false
  let stopped = false
  /** Aborted when stop() gives up waiting: the attempts still in flight end early and hand their rows back. */
  const handingBack = new AbortController()
  let handedBack = 0
  /** The claim in progress: claims run one after another, so together they never exceed the free slots. */
  let claiming: Promise<Promise<void>[]> = Promise.resolve([])
  let ticking = false
  let tickAgain = false

  async function attempt(row: DeliveryRow): Promise<void> {
    const destination = destinationNamed(row.destination, destinations)
    if (!destination) {
      await outbox.markFailed(row, null, `unknown destination "${row.destination}"`)
      return
    }
    const built = destination.httpRequest(row.payload, credentials())
    let response: UpstreamResponse
    try {
      response = await send({
        url: upstreams[destination.upstream]!.baseUrl + built.path,
        method: 'POST',
        headers: { ...built.headers, 'Idempotency-Key': deliveryIdempotencyKey(row) },
        body: built.body,
        timeoutMs: requestTimeoutMs,
        signal: handingBack.signal,
      })
    } catch (error) {
      if (handingBack.signal.aborted) return handBack(row)
      pauseUpstream(destination.upstream, null)
      await retryOrGiveUp(row, null, describeFailure(error), null)
      return
    }
    const outcome = outcomeOfStatus(response.status)
    const retryAfter = retryAfterMs(response.retryAfter, now())
    if (outcome === 'retry') pauseUpstream(destination.upstream, retryAfter)
    else pausedUntil.delete(destination.upstream)
    if (outcome === 'delivered') await outbox.markDelivered(row, response.status, response.body)
    else if (outcome === 'failed') {
      await outbox.markFailed(row, response.status, `HTTP ${response.status}: ${response.body.slice(0, 300)}`)
      log(
        `lead ${row.leadId} to ${row.destination}: HTTP ${response.status}, kept as failed (npm run leads -- retry ${row.leadId})`,
      )
    } else await retryOrGiveUp(row, response.status, `HTTP ${response.status}`, retryAfter)
  }

  /** Gives a claimed row back to the outbox without an outcome (shutting down). */
  async function handBack(row: DeliveryRow): Promise<void> {
    if (await outbox.releaseLease(row)) handedBack += 1
  }

  function pauseUpstream(upstream: string, retryAfter: number | null): void {
    pausedUntil.set(upstream, now() + Math.max(pauseAfterFailureMs, retryAfter ?? 0))
  }

  /** Destinations whose upstream is paused right now. */
  function pausedDestinations(): string[] {
    const at = now()
    return destinations
      .filter((destination) => (pausedUntil.get(destination.upstream) ?? 0) > at)
      .map((destination) => destination.name)
  }

  async function retryOrGiveUp(
    row: DeliveryRow,
    status: number | null,
    error: string,
    retryAfter: number | null,
  ): Promise<void> {
    if (row.attempts >= maxAttempts) {
      await outbox.markFailed(row, status, `${error} (gave up after ${row.attempts} attempts)`)
      log(`lead ${row.leadId} to ${row.destination}: ${error}, gave up after ${row.attempts} attempts`)
      return
    }
    // At least 1 ms, so a zero jitter never makes the same row due again within the same pass.
    await outbox.markRetry(row, Math.max(1, nextAttemptDelay(row.attempts, backoff, random, retryAfter)), status, error)
  }

  /** Fills the free delivery slots with due rows (after any claim still in progress); returns the new jobs. */
  function fill(): Promise<Promise<void>[]> {
    claiming = claiming.then(claimAndStart, claimAndStart)
    return claiming
  }

  /** Each finished attempt looks for more. */
  async function claimAndStart(): Promise<Promise<void>[]> {
    const free = concurrency - inFlight.size
    if (free <= 0 || stopped) return []
    const paused = pausedDestinations()
    // Every upstream is paused (an outage): nothing to claim, and no need to touch the database.
    if (paused.length === destinations.length) return []
    let rows: DeliveryRow[]
    try {
      rows = await outbox.claimDue(free, leaseMs, paused)
    } catch (error) {
      // The database is busy or closing: the rows stay due and the next poll tries again.
      log(`lead relay: could not read the outbox: ${describeFailure(error)}`)
      return []
    }
    // Stopped while the claim ran: these rows go straight back rather than waiting out their lease.
    if (stopped) {
      await Promise.all(rows.map(handBack))
      return []
    }
    return rows.map((row) => {
      const job = attempt(row)
        .catch((error: unknown) => log(`lead relay: ${row.leadId} to ${row.destination}: ${describeFailure(error)}`))
        .finally(() => {
          inFlight.delete(job)
          if (running) tick()
        })
      inFlight.add(job)
      return job
    })
  }

  /** Starts a fill unless one is under way; one asked for meanwhile runs when it ends (a slot freed during a claim is not left empty). */
  function tick(): void {
    if (stopped) return
    if (ticking) {
      tickAgain = true
      return
    }
    ticking = true
    tickAgain = false
    // Each job logs its own failure and removes itself from inFlight: nothing to await but the claim.
    void fill().finally(() => {
      ticking = false
      if (tickAgain && running) tick()
    })
  }

  function schedule(): void {
    if (!running || stopped) return
    timer = setTimeout(() => {
      tick()
      schedule()
    }, pollMs)
    timer.unref()
  }

  return {
    start() {
      if (running || stopped) return
      running = true
      tick()
      schedule()
    },
    wake() {
      if (running) queueMicrotask(tick)
    },
    async deliverDue() {
      let total = 0
      for (;;) {
        const jobs = await fill()
        if (!jobs.length) break
        total += jobs.length
        await Promise.all(jobs)
      }
      return total
    },
    async stop() {
      stopped = true
      running = false
      clearTimeout(timer)
      await claiming.then(
        () => undefined,
        () => undefined,
      )
      if (inFlight.size) {
        let waited: NodeJS.Timeout | undefined
        const gaveUp = new Promise<void>((resolve) => (waited = setTimeout(resolve, handBackAfterMs)))
        await Promise.race([Promise.allSettled([...inFlight]), gaveUp])
        clearTimeout(waited)
        handingBack.abort()
        await Promise.allSettled([...inFlight])
      }
      if (handedBack) log(`lead relay: handed ${handedBack} deliveries in flight back to the outbox`)
      return handedBack
    },
  }
}
