import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_STORAGE_KEY, readStoredConversation, storeConversation } from '../storedConversation.ts'

/** The tab's sessionStorage, in memory (the unit tests run in Node). */
let sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
beforeEach(() => {
  const values = new Map<string, string>()
  sessionStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  vi.stubGlobal('window', { sessionStorage })
})
afterEach(() => vi.unstubAllGlobals())

describe("the tab's chat conversation between pages (rater report 7, E6)", () => {
  it('keeps the id, the last message seen and whether a contact was left: no message, no contact', () => {
    expect(readStoredConversation()).toBeNull()
    storeConversation({ conversationId: 'c1', seen: 3, contactSaved: true })
    expect(readStoredConversation()).toEqual({ conversationId: 'c1', seen: 3, contactSaved: true })
    expect(JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY)!)).toEqual({
      conversationId: 'c1',
      seen: 3,
      contactSaved: true,
    })
    storeConversation(null)
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull()
  })

  it('works on without storage (a privacy setting refuses it): nothing kept, nothing thrown', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(() => storeConversation({ conversationId: 'c1', seen: 0, contactSaved: false })).not.toThrow()
    expect(readStoredConversation()).toBeNull()
  })

  it('reads nothing from a value it did not write', () => {
    for (const value of ['not json', '{}', '{"conversationId":""}', '[1]', '"c1"']) {
      sessionStorage.setItem(CHAT_STORAGE_KEY, value)
      expect(readStoredConversation(), value).toBeNull()
    }
    sessionStorage.setItem(CHAT_STORAGE_KEY, '{"conversationId":"c1","seen":"x"}')
    expect(readStoredConversation()).toEqual({ conversationId: 'c1', seen: 0, contactSaved: false })
  })
})
