import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BROWSER_FLAGS, chromePath } from '../../lib/chromium.ts'

/** The figures kept from one Lighthouse report (times in ms). */
export interface LighthouseRun {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

interface LighthouseResult {
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number } | undefined>
  runtimeError?: { code: string; message: string }
}

/** Score (0–100) and metrics of a Lighthouse result (the JSON `lighthouse --output=json` writes). */
export function lighthouseFigures(result: LighthouseResult): LighthouseRun {
  if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`)
  const score = result.categories.performance?.score
  if (score === null || score === undefined) throw new Error('lighthouse: no performance score in the report')
  const metric = (audit: string) => {
    const value = result.audits[audit]?.numericValue
    if (value === undefined) throw new Error(`lighthouse: no ${audit} in the report`)
    return value
  }
  return {
    score: Math.round(score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')

/** One Lighthouse run (default mobile emulation, simulated throttling, performance only) in its own Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  const output = join(dir, 'report.json')
  try {
    await runChild(process.execPath, [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${['--headless=new', ...BROWSER_FLAGS].join(' ')}`,
    ])
    return lighthouseFigures(JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function runChild(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, CHROME_PATH: chromePath() },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // A hung Chromium must not hang the bench: a run takes well under a minute even on a busy machine.
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`lighthouse exited with ${code}:\n${stderr.slice(-2000)}`))
    })
  })
}
