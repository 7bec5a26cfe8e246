import type { LeadRequest } from '../../services/leads/contract.ts'
import type { AcceptResult, LeadOutbox, LeadPurpose, NewDelivery } from '../storage/repositories/leadOutbox.server.ts'

interface Waiting {
  lead: { request: LeadRequest; purpose: LeadPurpose; deliveries: NewDelivery[] }
  resolve: (result: AcceptResult) => void
  reject: (error: unknown) => void
}

/**
 * Group commit for the lead intake: leads that arrive in the same turn of the event loop are committed in
 * one transaction, so a burst waits for the disk once instead of once per lead. Each caller still gets its
 * answer only after its lead is durably committed. If a batch fails, each lead is tried alone, so one
 * failure only fails its own request.
 */
export function createAcceptQueue(outbox: LeadOutbox): (lead: Waiting['lead']) => Promise<AcceptResult> {
  let waiting: Waiting[] = []

  const flush = async () => {
    const batch = waiting
    waiting = []
    try {
      const results = await outbox.acceptAll(batch.map((item) => item.lead))
      batch.forEach((item, i) => item.resolve(results[i]!))
    } catch {
      for (const item of batch) {
        try {
          item.resolve(await outbox.accept(item.lead.request, item.lead.purpose, item.lead.deliveries))
        } catch (error) {
          item.reject(error)
        }
      }
    }
  }

  return (lead) =>
    new Promise<AcceptResult>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(() => void flush())
      waiting.push({ lead, resolve, reject })
    })
}
