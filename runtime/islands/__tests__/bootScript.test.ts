import { describe, expect, it } from 'vitest'
import { islandBootScript } from '../bootScript.ts'
import { SCRIPTS_ATTRIBUTE, SCRIPTS_FAILED } from '../../../services/frame/scriptsMark.ts'

/** Promises that remember each made from them, so the test can take the chain's last one (the boot script drops it). */
class Tracked<T> extends Promise<T> {
  static made: Promise<unknown>[] = []
  constructor(executor: ConstructorParameters<typeof Promise<T>>[0]) {
    super(executor)
    Tracked.made.push(this)
  }
}

/**
 * Runs the islands' inline boot script in a hidden tab (it loads at once), its `import()` answered by `loader`, and
 * gives the marks it left on <html> and how its promise chain ended (the failure reported as before, or not).
 */
async function runBoot(loader: () => Promise<unknown>) {
  Tracked.made = []
  const attributes: Record<string, string> = {}
  const document = {
    visibilityState: 'hidden',
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
  }
  const script = islandBootScript('/assets/islands.js')
  expect(script.match(/\bimport\(/g)).toHaveLength(1)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('document', 'importLoader', script.replace(/\bimport\(/, 'importLoader('))(document, loader)
  const ended = await Tracked.made.at(-1)!.then(
    () => 'resolved',
    (error: unknown) => error,
  )
  return { attributes, ended }
}

describe('the islands’ boot script', () => {
  it('marks the page’s scripts as failed when the island loader does not load (blocked, gone after a deploy)', async () => {
    const blocked = new TypeError('Failed to fetch dynamically imported module')
    expect(await runBoot(() => Tracked.reject(blocked))).toEqual({
      attributes: { [SCRIPTS_ATTRIBUTE]: SCRIPTS_FAILED },
      // Still reported, as the unhandled failure it was before.
      ended: blocked,
    })
  })

  it('leaves the mark alone when the loader loads', async () => {
    expect(await runBoot(() => Tracked.resolve({}))).toEqual({
      attributes: {},
      ended: 'resolved',
    })
  })
})
