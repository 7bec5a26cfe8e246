import { setImmediate as afterMicrotasks } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { islandBootScript } from '../bootScript.ts'
import { SCRIPTS_ATTRIBUTE, SCRIPTS_FAILED } from '../../../services/frame/scriptsMark.ts'

/**
 * Runs the islands' inline boot script in a hidden tab (it loads at once), its `import()` answered by `loader`, and
 * reports the marks it left on <html> once the import has settled.
 */
async function runBoot(loader: () => Promise<unknown>): Promise<Record<string, string>> {
  const attributes: Record<string, string> = {}
  const document = {
    visibilityState: 'hidden',
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
  }
  const script = islandBootScript('/assets/islands.js')
  expect(script.match(/\bimport\(/g)).toHaveLength(1)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('document', 'importLoader', script.replace(/\bimport\(/, 'importLoader('))(document, loader)
  await afterMicrotasks()
  return attributes
}

describe('the islands’ boot script', () => {
  it('marks the page’s scripts as failed when the island loader does not load (blocked, gone after a deploy)', async () => {
    const blocked = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    expect(await runBoot(blocked)).toEqual({ [SCRIPTS_ATTRIBUTE]: SCRIPTS_FAILED })
  })

  it('leaves the mark alone when the loader loads', async () => {
    expect(await runBoot(() => Promise.resolve({}))).toEqual({})
  })
})
