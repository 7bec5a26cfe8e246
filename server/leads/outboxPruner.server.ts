import type { LeadOutbox } from '../storage/repositories/leadOutbox.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export interface OutboxPrunerOptions {
  outbox: Pick<LeadOutbox, 'pruneDelivered'>
  /** How long a delivered lead is kept (for `npm run leads -- list` and support questions). */
  retentionMs: number
  /** How often the pruning runs. */
  intervalMs: number
  log?: (message: string) => void
}

/**
 * Removes delivered leads from the outbox on a schedule, so the database holds at most the retention
 * period's leads plus whatever is still on its way (issue 20: delivered rows were never pruned).
 */
export function createOutboxPruner({
  outbox,
  retentionMs,
  intervalMs,
  log = (m) => console.log(m),
}: OutboxPrunerOptions) {
  let timer: NodeJS.Timeout | undefined
  const prune = async (): Promise<number> => {
    try {
      const pruned = await outbox.pruneDelivered(retentionMs)
      if (pruned)
        log(`lead outbox: pruned ${pruned} delivered lead(s) older than ${Math.round(retentionMs / DAY_MS)} day(s)`)
      return pruned
    } catch (error) {
      // A busy or closing database: the next run tries again.
      log(`lead outbox: pruning failed: ${error instanceof Error ? error.message : String(error)}`)
      return 0
    }
  }
  return {
    prune,
    start() {
      if (timer) return
      void prune()
      timer = setInterval(() => void prune(), intervalMs)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export class RetentionConfigError extends Error {}

/** LEAD_OUTBOX_RETENTION_DAYS (default 30, at least 1) and LEAD_OUTBOX_PRUNE_HOURS (default 1). */
export function retentionFromEnv(env: NodeJS.ProcessEnv): { retentionMs: number; intervalMs: number } {
  const days = Number(env.LEAD_OUTBOX_RETENTION_DAYS?.trim() || 30)
  const hours = Number(env.LEAD_OUTBOX_PRUNE_HOURS?.trim() || 1)
  if (!Number.isFinite(days) || days < 1)
    throw new RetentionConfigError('LEAD_OUTBOX_RETENTION_DAYS must be a number of days, at least 1')
  if (!Number.isFinite(hours) || hours <= 0)
    throw new RetentionConfigError('LEAD_OUTBOX_PRUNE_HOURS must be a positive number of hours')
  return { retentionMs: days * DAY_MS, intervalMs: hours * HOUR_MS }
}
