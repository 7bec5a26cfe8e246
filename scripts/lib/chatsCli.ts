import type { ChatStore } from '../../server/storage/repositories/chatStore.server.ts'
import { DEFAULT_CHAT_STORE_CAPS } from '../../server/embedded/chat/chatApiRouter.server.ts'
import { checkChatText } from '../../services/chat/index.ts'
import { LIMIT_PROBLEM, limitArg } from './limitArg.ts'
import { terminalLines } from './terminalSafe.ts'

const CHATS_USAGE = `usage: npm run chats -- list [--limit N]      conversations, the latest first ("waiting" when the visitor wrote last)
       npm run chats -- show <conversationId>
       npm run chats -- reply <conversationId> <text…>   answer as a person of the support team`

/**
 * The support team's side of the embedded chat provider (server/embedded/chat), for `npm start` without
 * CHAT_API_URL: see who is waiting, read a conversation, answer it. The visitor's open panel shows the answer at its
 * next poll; `show` gives the e-mail or phone a visitor left, to answer by hand. Every printed line is terminal-safe
 * (visitors' messages never reach the terminal as commands).
 */
export async function runChatsCommand(
  chats: ChatStore,
  args: string[],
  now: number = Date.now(),
): Promise<{ output: string; exitCode: number }> {
  const { lines, exitCode } = await chatsCommandLines(chats, args, now)
  return { output: terminalLines(lines), exitCode }
}

async function chatsCommandLines(chats: ChatStore, args: string[], now: number) {
  const [command, ...rest] = args
  if (command === 'list') {
    const limit = limitArg(rest, 50)
    if (limit === null) return usage(LIMIT_PROBLEM)
    const conversations = await chats.recent(limit)
    if (!conversations.length) return { lines: ['no conversations'], exitCode: 0 }
    return {
      lines: conversations.map(
        (c) =>
          `${c.id}  ${new Date(c.lastAt).toISOString()}  ${c.messages} messages${c.lastFrom === 'visitor' ? '  waiting' : ''}${c.contextKey ? '  signed-in customer' : ''}`,
      ),
      exitCode: 0,
    }
  }
  if (command === 'show') {
    const id = rest[0]
    if (!id) return usage('show needs a conversation id')
    const messages = await chats.since(id, 0)
    if (!messages) return { lines: [`no conversation "${id}"`], exitCode: 1 }
    const conversation = await chats.find(id)
    return {
      lines: [
        `conversation ${id}${conversation?.contextKey ? ` (customer context key ${conversation.contextKey})` : ''}`,
        // The e-mail or phone the visitor left (asked while phone support is closed): to answer one who left.
        ...(conversation?.contact ? [`  contact left by the visitor: ${conversation.contact}`] : []),
        ...messages.flatMap((m) => {
          const [first, ...more] = m.text.split('\n')
          return [
            `  ${m.seq}. ${new Date(m.sentAt).toISOString()} ${m.from}: ${first}`,
            ...more.map((line) => `     ${line}`),
          ]
        }),
      ],
      exitCode: 0,
    }
  }
  if (command === 'reply') {
    const [id, ...words] = rest
    if (!id || !words.length) return usage('reply needs a conversation id and the text')
    const checked = checkChatText(words.join(' '))
    if (!checked.ok) return usage(`the text is not one to send (${checked.problem})`)
    const added = await chats.add(id, { from: 'agent', text: checked.text, sentAt: now }, DEFAULT_CHAT_STORE_CAPS)
    if (added.kind === 'not_found') return { lines: [`no conversation "${id}"`], exitCode: 1 }
    if (added.kind === 'full') return { lines: [`conversation "${id}" holds no more messages`], exitCode: 1 }
    return { lines: [`sent as message ${added.message.seq} of ${id}`], exitCode: 0 }
  }
  return usage(command ? `unknown command "${command}"` : undefined)
}

/** The usage's own lines, each printed as a line (terminalLines would write a newline inside one out as \u000a). */
function usage(problem?: string) {
  return { lines: [...(problem ? [problem] : []), ...CHATS_USAGE.split('\n')], exitCode: 2 }
}
