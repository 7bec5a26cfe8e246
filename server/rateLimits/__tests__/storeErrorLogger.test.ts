import { describe, expect, it } from 'vitest'
import { storeErrorLogger } from '../storeErrorLogger.server.ts'

describe('the rate limits logger during a store outage', () => {
  it('logs one line a minute, not one per request', () => {
    const lines: string[] = []
    let clock = 0
    const logger = storeErrorLogger(
      (line) => lines.push(line),
      () => clock,
    )
    for (let i = 0; i < 100; i += 1) logger.error(new Error('Connection is closed.'), 'error from store')
    expect(lines).toEqual(['error from store: Connection is closed.'])
    clock += 60_000
    logger.error(new Error('Connection is closed.'), 'error from store')
    expect(lines).toHaveLength(2)
  })

  it('keeps every configuration warning', () => {
    const lines: string[] = []
    const logger = storeErrorLogger((line) => lines.push(line))
    logger.warn(new Error('a'), 'w1')
    logger.warn(new Error('b'), 'w2')
    expect(lines).toEqual(['w1: a', 'w2: b'])
  })
})
