import { describe, expect, it } from 'vitest'
import { asSentence } from '../asSentence.ts'

describe('asSentence: words written to continue a button, standing on their own (issue 25, /cameras)', () => {
  it.each([
    ['...or contact sales at', 'Or contact sales at'],
    ['…or contact sales at', 'Or contact sales at'],
    ['... or call', 'Or call'],
    ['Or contact sales at', 'Or contact sales at'],
  ])('%s -> %s', (words, sentence) => {
    expect(asSentence(words)).toBe(sentence)
  })
})
