import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqliteStorage, type SiteStorage } from '../../server/storage/siteStorage.server.ts'
import { runHelpVotesCommand } from '../lib/helpVotesCli.ts'
import { LIMIT_PROBLEM } from '../lib/limitArg.ts'

let storage: SiteStorage
beforeEach(() => {
  storage = openSqliteStorage(':memory:')
})
afterEach(async () => {
  await storage.close()
})

describe('npm run help-votes (the help team’s report of "Was this article helpful?")', () => {
  it('says so before any answer', async () => {
    expect(await runHelpVotesCommand(storage.helpVotes, [])).toEqual({ output: 'no answers yet', exitCode: 0 })
  })

  it('lists each answered article, the least helpful first, with the share it helped and its latest answer', async () => {
    await storage.helpVotes.record('replace-panel-battery', true, Date.UTC(2026, 10, 20, 9, 5))
    await storage.helpVotes.record('why-is-my-panel-beeping', false, Date.UTC(2026, 10, 24, 17, 0))
    await storage.helpVotes.record('why-is-my-panel-beeping', false, Date.UTC(2026, 10, 25, 8, 30))
    await storage.helpVotes.record('why-is-my-panel-beeping', true, Date.UTC(2026, 10, 25, 8, 0))
    const { output, exitCode } = await runHelpVotesCommand(storage.helpVotes, [])
    expect(exitCode).toBe(0)
    expect(output.split('\n')).toEqual([
      'article                  yes  no  helped  latest answer (UTC)',
      'why-is-my-panel-beeping    1   2     33%     2026-11-25 08:30',
      'replace-panel-battery      1   0    100%     2026-11-20 09:05',
    ])
    expect((await runHelpVotesCommand(storage.helpVotes, ['--limit', '1'])).output.split('\n')).toHaveLength(2)
  })

  it('answers a bad argument with its usage', async () => {
    const bad = await runHelpVotesCommand(storage.helpVotes, ['--limit', '0'])
    expect(bad.exitCode).toBe(2)
    expect(bad.output).toContain(LIMIT_PROBLEM)
    const unknown = await runHelpVotesCommand(storage.helpVotes, ['list'])
    expect(unknown.exitCode).toBe(2)
    expect(unknown.output).toContain('unknown argument "list"')
    expect(unknown.output).toContain('usage: npm run help-votes')
  })
})
