/**
 * One account's sign-ins in turn, `spacingMs` apart (issue 28: slow an account down, never lock it). Each
 * sign-in takes the account's next free slot and waits for it; one that would wait more than `maxWaitMs`
 * is not admitted (a queue that long is a flood from many addresses, each already limited on its own).
 * Slots are kept in this process: several instances each space their own share.
 */
export interface AccountSlowDown {
  /** Waits for this account's turn; false when the wait would be longer than the longest allowed. */
  turn(account: string): Promise<boolean>
}

export interface AccountSlowDownOptions {
  spacingMs: number
  maxWaitMs: number
  now?: () => number
  wait?: (ms: number) => Promise<void>
}

/** Beyond this many accounts, past slots are swept out so one-off accounts cannot grow the map forever. */
const SWEEP_ABOVE = 10_000

export function accountSlowDown(options: AccountSlowDownOptions): AccountSlowDown {
  const {
    spacingMs,
    maxWaitMs,
    now = Date.now,
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  } = options
  const nextFree = new Map<string, number>()
  return {
    async turn(account) {
      const at = now()
      if (nextFree.size >= SWEEP_ABOVE) for (const [key, free] of nextFree) if (free <= at) nextFree.delete(key)
      const slot = Math.max(at, nextFree.get(account) ?? 0)
      if (slot - at > maxWaitMs) return false
      nextFree.set(account, slot + spacingMs)
      if (slot > at) await wait(slot - at)
      return true
    },
  }
}
