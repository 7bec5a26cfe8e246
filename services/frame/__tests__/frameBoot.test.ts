import { describe, expect, it } from 'vitest'
import { SCRIPTS_ATTRIBUTE, SCRIPTS_RUNNING, allyAttributes, appModeFor, parseAllyPreferences } from '../index.ts'
import { FRAME_BOOT_SCRIPT } from '../bootScript.ts'

/** Runs the inline head script against fake browser globals and reports what it did. */
function runBoot(
  search: string,
  session: Record<string, string>,
  local: Record<string, string>,
  { storageBlocked = false } = {},
) {
  const attributes: Record<string, string> = {}
  const storage = (data: Record<string, string>) => ({
    getItem: (k: string) => (k in data ? data[k]! : null),
    setItem: (k: string, v: string) => void (data[k] = v),
  })
  const window = storageBlocked
    ? {
        get sessionStorage(): never {
          throw new Error('SecurityError: storage is blocked')
        },
      }
    : { sessionStorage: storage(session), localStorage: storage(local) }
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page's <script> would
  new Function('window', 'document', 'location', 'URLSearchParams', FRAME_BOOT_SCRIPT)(
    window,
    document,
    { search },
    URLSearchParams,
  )
  return { attributes, session }
}

describe('the head boot script follows the same rules as the services', () => {
  it.each([
    ['?app=true', {}],
    ['', { app_mode: 'true' }],
    ['?app=false', {}],
    ['', {}],
  ] as Array<[string, Record<string, string>]>)('app mode for %s with session %j', (search, session) => {
    const before = session.app_mode ?? null
    const { attributes, session: after } = runBoot(search, { ...session }, {})
    const rule = appModeFor(search, before)
    expect('data-app-mode' in attributes).toBe(rule.appMode)
    expect(after.app_mode !== undefined).toBe(rule.appMode)
  })

  it.each([
    '{"textStep":2,"contrast":true,"underline":true}',
    '{"textStep":9}',
    '{"contrast":"yes","underline":true}',
    'broken',
    '',
  ])('ally settings %s', (stored) => {
    const { [SCRIPTS_ATTRIBUTE]: _scripts, ...attributes } = runBoot(
      '',
      {},
      stored ? { harbor_ally: stored } : {},
    ).attributes
    const expected = Object.fromEntries(
      Object.entries(allyAttributes(parseAllyPreferences(stored || null))).filter(([, v]) => v !== null),
    )
    expect(attributes).toEqual(expected)
  })

  it.each([
    ['true', true],
    ['false', false],
    [null, false],
  ] as Array<[string | null, boolean]>)(
    'lead_submitted %s hides the forms that hide after a lead: %s',
    (stored, hidden) => {
      const { attributes } = runBoot('', {}, stored === null ? {} : { lead_submitted: stored })
      expect('data-lead-submitted' in attributes).toBe(hidden)
    },
  )

  it('marks that scripts run, first, so CSS keys on it: also where storage is blocked and the rest stops', () => {
    expect(runBoot('', {}, {}).attributes[SCRIPTS_ATTRIBUTE]).toBe(SCRIPTS_RUNNING)
    expect(runBoot('?app=true', {}, {}, { storageBlocked: true }).attributes).toEqual({
      [SCRIPTS_ATTRIBUTE]: SCRIPTS_RUNNING,
    })
  })
})
