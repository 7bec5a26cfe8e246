import { describe, expect, it } from 'vitest'
import { CHAT_UNREAD_ATTRIBUTE, cssString, markChatUnread } from '../unreadMark.ts'

/** Just what markChatUnread touches of <html>. */
function fakeRoot() {
  const attributes = new Map<string, string>()
  const properties = new Map<string, string>()
  return {
    attributes,
    properties,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    style: {
      setProperty: (name: string, value: string) => properties.set(name, value),
      removeProperty: (name: string) => properties.delete(name),
    },
  }
}

describe('the unread replies marked on <html> for the "Live Chat" buttons', () => {
  it('marks the count and its words as CSS strings, and removes every mark at none', () => {
    const root = fakeRoot()
    markChatUnread(root as unknown as HTMLElement, 2, '2 unread replies')
    expect(root.attributes.get(CHAT_UNREAD_ATTRIBUTE)).toBe('2')
    expect(Object.fromEntries(root.properties)).toEqual({
      '--chat-unread': '"2"',
      '--chat-unread-words': '"(2 unread replies)"',
    })
    markChatUnread(root as unknown as HTMLElement, 0, '')
    expect(root.attributes.size).toBe(0)
    expect(root.properties.size).toBe(0)
  })

  it('keeps config words a CSS string: quotes and backslashes escaped, line breaks as spaces', () => {
    expect(cssString('say "hi" \\ now\nplease')).toBe('"say \\"hi\\" \\\\ now please"')
  })
})
