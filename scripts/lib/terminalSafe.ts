/**
 * Control characters (C0, DEL, C1) and the Unicode bidirectional overrides, which a terminal obeys or which
 * reorder what the operator reads (issue 28: a lead's name set the window title, cleared the screen and
 * forged lines in `npm run leads -- show`).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/**
 * One line of a command's output with every unsafe character written out as `\u001b`, so stored values
 * (leads, e-mails, upstream answers) print as text, never as terminal commands or extra lines.
 */
export function terminalSafe(line: string): string {
  return line.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Lines joined for printing, each made terminal-safe first (a newline inside a value stays visible as \u000a). */
export function terminalLines(lines: readonly string[]): string {
  return lines.map(terminalSafe).join('\n')
}
