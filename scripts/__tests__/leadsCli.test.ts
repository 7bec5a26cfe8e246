import { describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { sampleLead } from '../../server/leads/__tests__/support/leadTestKit.ts'
import { runLeadsCommand } from '../lib/leadsCli.ts'

async function outboxWithThreeStates() {
  const now = Date.parse('2026-11-23T12:00:00Z')
  const outbox = openSqliteStorage(':memory:').leadOutbox(() => now)
  const lead = sampleLead()
  const { leadId } = await outbox.accept(lead, 'lead', [
    { destination: 'lead-api', payload: { email: 'ada@example.com' } },
    { destination: 'marketing-automation', payload: { email: 'ada@example.com' } },
  ])
  const other = await outbox.accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
  await outbox.markDelivered({ leadId, destination: 'marketing-automation' }, 204)
  await outbox.markFailed({ leadId, destination: 'lead-api' }, 401, 'HTTP 401: Invalid or missing ApiKey.')
  await outbox.markRetry({ leadId: other.leadId, destination: 'lead-api' }, 30_000, 503, 'HTTP 503')
  return { outbox, leadId, lead, otherId: other.leadId, now }
}

describe('npm run leads', () => {
  it('list shows every delivery with its state, and filters by status', async () => {
    const { outbox, leadId, otherId, now } = await outboxWithThreeStates()
    const all = await runLeadsCommand(outbox, ['list'], now)
    expect(all.exitCode).toBe(0)
    expect(all.output).toContain('outbox: 1 pending, 1 delivered, 1 failed')
    expect(all.output).toMatch(
      new RegExp(
        `${leadId}\\s+lead-api\\s+failed.*HTTP 401: Invalid or missing ApiKey\\. \\(npm run leads -- retry ${leadId}\\)`,
      ),
    )
    expect(all.output).toMatch(new RegExp(`${leadId}\\s+marketing-automation\\s+delivered.*HTTP 204`))
    expect(all.output).toMatch(new RegExp(`${otherId}\\s+lead-api\\s+pending.*HTTP 503; next in 30 s`))
    const failed = (await runLeadsCommand(outbox, ['list', 'failed'], now)).output
    expect(failed).toContain(leadId)
    expect(failed).not.toContain(otherId)
  })

  it('show prints one lead (by id or idempotency key) with its deliveries and payloads', async () => {
    const { outbox, leadId, lead, now } = await outboxWithThreeStates()
    const shown = await runLeadsCommand(outbox, ['show', lead.idempotencyKey], now)
    expect(shown.output).toContain(`lead ${leadId}`)
    expect(shown.output).toContain('Ada Lovelace <ada@example.com> (312) 555-0142 75201')
    expect(shown.output).toContain('payload: {"email":"ada@example.com"}')
    expect((await runLeadsCommand(outbox, ['show', 'nope'], now)).exitCode).toBe(1)
  })

  it('retry re-queues failed deliveries, due now', async () => {
    const { outbox, leadId, now } = await outboxWithThreeStates()
    expect((await runLeadsCommand(outbox, ['retry', leadId], now)).output).toContain(
      're-queued 1 failed delivery of lead',
    )
    expect(await outbox.counts()).toEqual({ pending: 2, delivered: 1, failed: 0 })
    expect((await outbox.claimDue(10, 1000)).map((row) => row.leadId)).toEqual([leadId])
  })

  it('explains its usage on a wrong command', async () => {
    const { outbox } = await outboxWithThreeStates()
    const wrong = await runLeadsCommand(outbox, ['list', 'lost'])
    expect(wrong.exitCode).toBe(2)
    expect(wrong.output).toContain('unknown status "lost"')
    expect(wrong.output).toContain('usage: npm run leads')
    // A --limit that is not a positive whole number, for either command that takes one.
    for (const args of [
      ['list', '--limit', '0'],
      ['emails', '--limit', 'ten'],
    ]) {
      const limited = await runLeadsCommand(outbox, args)
      expect(limited.exitCode).toBe(2)
      expect(limited.output).toMatch(/^--limit needs a positive whole number\nusage: npm run leads/)
    }
  })

  it('emails lists what the embedded lead API was asked to send, once per messageId or Idempotency-Key', async () => {
    const storage = openSqliteStorage(':memory:')
    const sink = storage.emails
    const email = {
      messageId: 'lead-k-1',
      to: { email: 'ada@example.com', name: 'Ada Lovelace' },
      from: 'hello@harborhomesecurity.com',
      templateId: 'lead-confirmation-v1',
      data: { firstName: 'Ada', zip: '75201' },
    }
    expect(await sink.store(email, 'k-1')).toEqual({ messageId: 'lead-k-1', duplicate: false })
    expect(await sink.store(email, 'k-1')).toEqual({ messageId: 'lead-k-1', duplicate: true })
    expect(await sink.store({ ...email, messageId: 'lead-k-1-again' }, 'k-1')).toEqual({
      messageId: 'lead-k-1',
      duplicate: true,
    })
    expect((await sink.store(email, null)).duplicate).toBe(true)
    const outbox = storage.leadOutbox()
    const { output, exitCode } = await runLeadsCommand(outbox, ['emails'], Date.now(), {
      emails: async (limit) => await sink.latest(limit),
    })
    expect(exitCode).toBe(0)
    expect(output).toContain('lead-k-1')
    expect(output).toContain('to        Ada Lovelace <ada@example.com>')
    expect(output).toContain('template  lead-confirmation-v1')
    expect(output).toContain('    zip: 75201')
    expect(await sink.latest()).toHaveLength(1)
    expect(
      (
        await runLeadsCommand(openSqliteStorage(':memory:').leadOutbox(), ['emails'], Date.now(), {
          emails: async () => [],
        })
      ).output,
    ).toMatch(/^no e-mails in the local sink/)
  })

  it('show prints an offer claim with its partner, offer and customer number', async () => {
    const outbox = openSqliteStorage(':memory:').leadOutbox()
    const claim = {
      idempotencyKey: 'claim-key-1',
      formId: 'shieldline-family-claim-form',
      kind: 'offer-claim' as const,
      page: {
        pageName: 'security-partner-family',
        pageUrl: 'https://www.harborhomesecurity.com/shieldline-family',
        routeName: 'security-partner-family',
        partnerKey: 'shieldline',
      },
      customerNumber: '1002-34',
      contact: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com', phone: '(214) 555-0142' },
      claimId: 'c-1',
      normalisedCustomerNumber: '100234',
      partner: { id: 'shieldline', name: 'ShieldLine Cyber Security' },
      offer: { variant: 'family' as const, id: 'family-protection', title: 'Family Protection' },
      claimedAt: '2026-11-23T12:00:00.000Z',
    }
    await outbox.accept(claim, 'offer-claim', [{ destination: 'partner-claim', payload: { claimId: 'c-1' } }])
    const { output } = await runLeadsCommand(outbox, ['show', 'claim-key-1'])
    expect(output).toContain('purpose/kind     offer-claim / offer-claim')
    expect(output).toContain('contact          Alex Morgan <alex.morgan@example.com> (214) 555-0142\n')
    expect(output).toContain('offer claim      ShieldLine Cyber Security, Family Protection, customer 100234')
    expect(output).toContain('partner-claim')
  })
})

/** Issue 28 item 7: stored values (older leads, e-mails, upstream answers) print as text, never as terminal commands. */
describe('npm run leads: terminal-safe output', () => {
  it('writes control characters of stored leads and e-mails out, so no line is forged and nothing is obeyed', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    const storage = openSqliteStorage(':memory:')
    const outbox = storage.leadOutbox(() => now)
    const hostile = '\u001b]0;owned\u0007\u001b[2J'
    const lead = sampleLead({
      contact: { ...sampleLead().contact, firstName: `Ann${hostile}`, email: 'a@example.com\nFAKE' },
    })
    const { leadId } = await outbox.accept(lead, 'lead', [{ destination: 'lead-api', payload: { name: hostile } }])
    const shown = await runLeadsCommand(outbox, ['show', leadId], now)
    const emails = await runLeadsCommand(outbox, ['emails'], now, {
      emails: async () => [
        {
          messageId: 'm-1',
          receivedAt: '2026-11-23T12:00:00Z',
          to: { name: `Ann${hostile}`, email: 'a@example.com' },
          from: 'sales@example.com',
          templateId: 't',
          data: { first_name: `Ann${hostile}` },
        },
      ],
    })
    for (const { output } of [shown, emails]) {
      // eslint-disable-next-line no-control-regex -- the test looks for control characters
      expect(output.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
      expect(output).toContain('Ann\\u001b]0;owned\\u0007\\u001b[2J')
    }
    expect(shown.output).toContain('a@example.com\\u000aFAKE')
    expect(shown.output.split('\n').some((line) => line.startsWith('FAKE'))).toBe(false)
    await runLeadsCommand(outbox, ['show', `x${hostile}`], now).then(({ output }) =>
      expect(output).not.toContain('\u001b'),
    )
  })
})
