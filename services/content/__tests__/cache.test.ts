import { describe, expect, it, vi } from 'vitest'
import { StaleWhileErrorCache } from '../cache.ts'

function clock() {
  let now = 1_000
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

describe('StaleWhileErrorCache', () => {
  it('serves a value for the time-to-live, then fetches again', async () => {
    const time = clock()
    const cache = new StaleWhileErrorCache({ ttlMs: 300_000, now: time.now })
    let version = 0
    const fetch = vi.fn(async () => ++version)
    expect(await cache.get('faqs', fetch)).toBe(1)
    time.advance(299_999)
    expect(await cache.get('faqs', fetch)).toBe(1)
    time.advance(1)
    expect(await cache.get('faqs', fetch)).toBe(2)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('serves the last good value when a refresh fails, reports it, and retries after the retry delay', async () => {
    const time = clock()
    const onStale = vi.fn()
    const cache = new StaleWhileErrorCache({ ttlMs: 1000, retryAfterErrorMs: 200, now: time.now, onStale })
    await cache.get('posts', async () => 'good')
    time.advance(1000)
    const failing = vi.fn(async () => Promise.reject(new Error('ECONNREFUSED')))
    expect(await cache.get('posts', failing)).toBe('good')
    expect(onStale).toHaveBeenCalledWith('posts', expect.objectContaining({ message: 'ECONNREFUSED' }))
    // Within the retry delay the CMS is left alone.
    time.advance(199)
    expect(await cache.get('posts', failing)).toBe('good')
    expect(failing).toHaveBeenCalledTimes(1)
    time.advance(1)
    expect(await cache.get('posts', async () => 'fresh')).toBe('fresh')
  })

  it('fails when there was never a good value, and keeps no failure cached', async () => {
    const cache = new StaleWhileErrorCache({ ttlMs: 1000 })
    await expect(cache.get('terms', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('terms', async () => 'up')).toBe('up')
  })

  it('shares one fetch between concurrent readers', async () => {
    const cache = new StaleWhileErrorCache({ ttlMs: 1000 })
    let release!: (value: string) => void
    const fetch = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const reads = [cache.get('a', fetch), cache.get('a', fetch), cache.get('a', fetch)]
    release('once')
    expect(await Promise.all(reads)).toEqual(['once', 'once', 'once'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
