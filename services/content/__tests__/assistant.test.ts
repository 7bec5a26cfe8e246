import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { HelpAssistant } from '../index.ts'
import { LocalSource } from '../sources/localSource.server.ts'

let assistant: HelpAssistant
beforeAll(async () => {
  assistant = new HelpAssistant(
    await new LocalSource(join(import.meta.dirname, '../../../site-config/content')).fetch('helpArticles'),
  )
})

describe('HelpAssistant', () => {
  it('answers a question in plain words with the article that answers it and the passage that matters', () => {
    const [best] = assistant.answer('my smoke detector keeps chirping every minute')
    expect(best?.articleSlug).toBe('smoke-detector-chirping')
    const quoted = best!.passages.map((p) => p.text.map((s) => s.text).join('')).join(' ')
    expect(quoted).toMatch(/chirp/i)
    expect(best!.passages[0]!.text.some((s) => s.match)).toBe(true)
  })

  it('links each passage to the heading it sits under', () => {
    const [best] = assistant.answer('how do I change my wifi password on the doorbell')
    expect(best?.articleSlug).toBe('connect-doorbell-camera-to-wifi')
    expect(best!.passages.every((p) => p.anchor === null || /^[a-z0-9-]+$/.test(p.anchor))).toBe(true)
  })

  it('ignores filler words, and has no answer for a question about nothing it knows', () => {
    expect(assistant.answer('how do I')).toEqual([])
    expect(assistant.answer('quantum chromodynamics')).toEqual([])
  })

  it('returns at most the asked number of articles and passages', () => {
    const answers = assistant.answer('camera offline blurry video', 2, 1)
    expect(answers.length).toBeLessThanOrEqual(2)
    for (const a of answers) expect(a.passages.length).toBeLessThanOrEqual(1)
  })

  it('meets the words of a question in other forms (stems): "beeped" finds the beeping article', () => {
    const [best] = assistant.answer('the keypad beeped three times')
    expect(best?.articleSlug).toBe('why-is-my-panel-beeping')
    const marked = best!.passages.flatMap((p) => p.text.filter((s) => s.match).map((s) => s.text.toLowerCase()))
    expect(marked.some((word) => word.startsWith('beep'))).toBe(true)
  })
})
