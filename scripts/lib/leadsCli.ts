import type {
  DeliveryRow,
  DeliveryStatus,
  LeadOutbox,
  StoredLead,
} from '../../server/storage/repositories/leadOutbox.server.ts'
import type { SinkEmail } from '../../server/storage/repositories/emailSink.server.ts'
import { LIMIT_PROBLEM, limitArg } from './limitArg.ts'
import { terminalLines } from './terminalSafe.ts'

const LEADS_USAGE = `usage: npm run leads -- list [pending|delivered|failed] [--limit N]
       npm run leads -- show <leadId|idempotencyKey>
       npm run leads -- retry [leadId]      re-queue failed deliveries (all, or one lead's)
       npm run leads -- emails [--limit N]  the e-mails the embedded lead API was asked to send (latest first)`

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed']

/**
 * The outbox commands, over an already opened outbox; returns the text to print and the exit code. Every
 * line is terminal-safe (terminalSafe.ts): stored values never reach the operator's terminal as commands.
 * Works while the server runs (SQLite WAL, or the PostgreSQL every instance shares): a re-queued delivery is picked up by the running relay.
 */
export async function runLeadsCommand(
  outbox: LeadOutbox,
  args: string[],
  now: number = Date.now(),
  sources: { emails?: (limit: number) => Promise<SinkEmail[]> } = {},
): Promise<{ output: string; exitCode: number }> {
  const { lines, exitCode } = await leadsCommandLines(outbox, args, now, sources)
  return { output: terminalLines(lines), exitCode }
}

async function leadsCommandLines(
  outbox: LeadOutbox,
  args: string[],
  now: number,
  sources: { emails?: (limit: number) => Promise<SinkEmail[]> },
): Promise<{ lines: string[]; exitCode: number }> {
  const [command, ...rest] = args
  if (command === 'emails') {
    const limit = limitArg(rest, 50)
    if (limit === null) return usage(LIMIT_PROBLEM)
    const emails = (await sources.emails?.(limit)) ?? []
    if (!emails.length)
      return {
        lines: [
          'no e-mails in the local sink (the embedded lead API stores them; with LEAD_API_URL set, the real one sends them)',
        ],
        exitCode: 0,
      }
    return { lines: emails.flatMap((email, i) => [...(i ? [''] : []), ...formatEmail(email)]), exitCode: 0 }
  }
  if (command === 'list') {
    const limit = limitArg(rest, 100)
    const status = rest.find((arg, i) => !arg.startsWith('--') && rest[i - 1] !== '--limit')
    if (status !== undefined && !STATUSES.includes(status as DeliveryStatus)) return usage(`unknown status "${status}"`)
    if (limit === null) return usage(LIMIT_PROBLEM)
    const counts = await outbox.counts()
    const rows = await outbox.list((status as DeliveryStatus | undefined) ?? null, limit)
    const summary = `outbox: ${counts.pending} pending, ${counts.delivered} delivered, ${counts.failed} failed`
    return { lines: [summary, '', ...formatRows(rows, now)], exitCode: 0 }
  }
  if (command === 'show') {
    const id = rest[0]
    if (!id) return usage('show needs a lead id or an idempotency key')
    const lead = await outbox.find(id)
    if (!lead) return { lines: [`no lead with id or idempotency key "${id}"`], exitCode: 1 }
    const head = [
      `lead ${lead.id}`,
      `  idempotency key  ${lead.idempotencyKey}`,
      `  received         ${lead.receivedAt}`,
      `  purpose/kind     ${lead.purpose} / ${lead.kind}`,
      `  form             ${lead.formId}`,
      `  page             ${lead.request.page.pageUrl}`,
      `  contact          ${contactLine(lead)}`,
      ...(lead.purpose === 'offer-claim'
        ? [
            `  offer claim      ${lead.request.partner.name}, ${lead.request.offer.title}, customer ${lead.request.normalisedCustomerNumber}`,
          ]
        : []),
      '',
    ]
    const deliveries = lead.deliveries.flatMap((row) => [
      ...formatRows([row], now).slice(1),
      `    payload: ${JSON.stringify(row.payload)}`,
      ...(row.responseBody ? [`    answer:  ${row.responseBody}`] : []),
    ])
    return { lines: [...head, ...deliveries], exitCode: 0 }
  }
  if (command === 'retry') {
    const requeued = await outbox.requeueFailed(rest[0] ?? null)
    const which = rest[0] ? ` of lead ${rest[0]}` : ''
    return {
      lines: [
        `re-queued ${requeued} failed deliver${requeued === 1 ? 'y' : 'ies'}${which}; the server's relay sends them now`,
      ],
      exitCode: 0,
    }
  }
  return usage(command ? `unknown command "${command}"` : '')
}

function usage(problem: string): { lines: string[]; exitCode: number } {
  return { lines: [problem, ...LEADS_USAGE.split('\n')].filter(Boolean), exitCode: 2 }
}

function formatRows(rows: DeliveryRow[], now: number): string[] {
  const header = ['received', 'lead id', 'destination', 'status', 'tries', 'last answer / next attempt']
  const lines = rows.map((row) => [
    row.createdAt.replace('T', ' ').slice(0, 19),
    row.leadId,
    row.destination,
    row.status,
    String(row.attempts),
    detail(row, now),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)))
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')
  return [format(header), ...lines.map(format)]
}

function detail(row: DeliveryRow, now: number): string {
  if (row.status === 'delivered') return `HTTP ${row.responseStatus} at ${row.deliveredAt}`
  const last = row.lastError ?? 'not tried yet'
  if (row.status === 'failed') return `${last} (npm run leads -- retry ${row.leadId})`
  const wait = Math.max(0, Math.round((row.nextAttemptAt - now) / 1000))
  return `${last}; next in ${wait} s`
}

function contactLine(lead: StoredLead): string {
  const { firstName, lastName, email, phone } = lead.request.contact
  const zip = lead.purpose === 'offer-claim' ? '' : ` ${lead.request.contact.zip}`
  return `${firstName} ${lastName} <${email}> ${phone}${zip}`
}

function formatEmail(email: SinkEmail): string[] {
  const data = Object.entries(email.data).map(([key, value]) => `    ${key}: ${value}`)
  return [
    `${email.receivedAt.replace('T', ' ').slice(0, 19)}  ${email.messageId}`,
    // Confirmation e-mails carry no display name any more (issue 20); older stored ones may.
    `  to        ${email.to.name ? `${email.to.name} ` : ''}<${email.to.email}>`,
    `  from      ${email.from}`,
    `  template  ${email.templateId}`,
    '  data',
    ...data,
  ]
}
