/** Command-line options of `npm run bench:pages` (pure, so the parsing is tested). */

export const PAGE_KEYS = ['home', 'shop', 'cameras', 'help', 'secure', 'bare'] as const
export type PageKey = (typeof PAGE_KEYS)[number]

export interface BenchPagesOptions {
  /** Lighthouse runs per page; the median is reported. */
  runs: number
  /** Always includes 'bare': every ratio is against it. */
  pages: PageKey[]
  lighthouse: boolean
  browser: boolean
  server: boolean
  /** Seconds of load per server measurement. */
  seconds: number
}

export const USAGE = `usage: npm run bench:pages -- [--runs N] [--pages ${PAGE_KEYS.join(',')}] [--skip-lighthouse]
       [--skip-browser] [--skip-server] [--seconds N]`

export function parseOptions(argv: readonly string[]): BenchPagesOptions {
  const options: BenchPagesOptions = {
    runs: 5,
    pages: [...PAGE_KEYS],
    lighthouse: true,
    browser: true,
    server: true,
    seconds: 5,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
    const value = () => {
      const next = inline ?? argv[++i]
      if (next === undefined) throw new Error(`${flag} needs a value\n${USAGE}`)
      return next
    }
    if (flag === '--runs') options.runs = positiveInteger(flag, value())
    else if (flag === '--seconds') options.seconds = positiveInteger(flag, value())
    else if (flag === '--pages') options.pages = pageKeys(value())
    else if (flag === '--skip-lighthouse') options.lighthouse = false
    else if (flag === '--skip-browser') options.browser = false
    else if (flag === '--skip-server') options.server = false
    else throw new Error(`unknown option ${arg}\n${USAGE}`)
  }
  return options
}

function positiveInteger(flag: string, text: string): number {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} must be a whole number ≥ 1, got ${text}`)
  return value
}

function pageKeys(list: string): PageKey[] {
  const keys = list.split(',').map((key) => key.trim())
  for (const key of keys)
    if (!(PAGE_KEYS as readonly string[]).includes(key))
      throw new Error(`unknown page ${key}: choose from ${PAGE_KEYS.join(', ')}`)
  const chosen = new Set([...(keys as PageKey[]), 'bare' as const])
  return PAGE_KEYS.filter((key) => chosen.has(key))
}
