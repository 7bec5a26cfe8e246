import { type TurnSlots, memoryTurnSlots } from '../../rateLimits/turnSlots.server.ts'

/**
 * One account's sign-ins in turn, `spacingMs` apart (issue 28: slow an account down, never lock it). Each
 * sign-in takes the account's next free turn and waits for it; one that would wait more than `maxWaitMs`
 * is not admitted (a queue that long is a flood from many addresses, each already limited on its own).
 * The turns are kept where the rate limits count: in Redis when REDIS_URL is set, so every instance serves
 * one queue per account; in this process otherwise.
 */
export interface AccountSlowDown {
  /** Waits for this account's turn; false when the wait would be longer than the longest allowed. */
  turn(account: string): Promise<boolean>
}

export interface AccountSlowDownOptions {
  spacingMs: number
  maxWaitMs: number
  /** Where turns are kept (memoryTurnSlots by default). */
  slots?: TurnSlots
  wait?: (ms: number) => Promise<void>
  /** Told when the shared turns cannot be reached; the sign-in then goes on unspaced (an outage locks no one out). */
  onSlotsError?: (error: unknown) => void
}

export function accountSlowDown(options: AccountSlowDownOptions): AccountSlowDown {
  const {
    spacingMs,
    maxWaitMs,
    slots = memoryTurnSlots(),
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onSlotsError = () => {},
  } = options
  return {
    async turn(account) {
      let waitMs: number | null
      try {
        waitMs = await slots.claim(account, spacingMs, maxWaitMs)
      } catch (error) {
        onSlotsError(error)
        return true
      }
      if (waitMs === null) return false
      if (waitMs > 0) await wait(waitMs)
      return true
    },
  }
}
