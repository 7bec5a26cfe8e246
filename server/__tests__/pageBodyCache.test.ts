import { describe, expect, it } from 'vitest'
import { PageBodyCache } from '../pageBodyCache.server.ts'

const body = (bytes: number) => Buffer.alloc(bytes, 1)

describe('the cache of page bodies', () => {
  it('keeps a body from the second read of its file, not the first', () => {
    const cache = new PageBodyCache(1000)
    cache.offer('a.html.br', body(100))
    expect(cache.get('a.html.br')).toBeUndefined()
    expect(cache.size).toBe(0)
    cache.offer('a.html.br', body(100))
    expect(cache.get('a.html.br')?.length).toBe(100)
    expect(cache.size).toBe(100)
  })

  it('remembers at most `window` files read once, forgetting the oldest', () => {
    const cache = new PageBodyCache(1000, 4)
    for (let page = 0; page < 10; page++) cache.offer(`${page}.html.br`, body(10))
    expect(cache.remembered).toBe(4)
    expect(cache.size).toBe(0)
    // Read again after more than the window of other files: still a first read.
    cache.offer('0.html.br', body(10))
    expect(cache.size).toBe(0)
    // Read again within the window: kept.
    cache.offer('9.html.br', body(10))
    expect(cache.size).toBe(10)
  })

  it('stays within its byte budget, dropping the least recently used', () => {
    const cache = new PageBodyCache(250)
    for (const file of ['a', 'b', 'c']) cache.set(file, body(100))
    expect(cache.size).toBe(200)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeDefined()
    cache.set('d', body(100))
    // b was used after c: c goes.
    expect(cache.get('c')).toBeUndefined()
    expect(cache.get('b')).toBeDefined()
    expect(cache.size).toBeLessThanOrEqual(250)
  })
})
