import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { execFileSync } from 'node:child_process'

/**
 * Where previews of one repository live (its worktrees, data and the list of running previews):
 * PREVIEW_DIR, else a folder under the system's temporary folder named after the repository, outside the
 * repository itself (a worktree inside it would be found by every tool that walks the project).
 */
export function previewHome(repoDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PREVIEW_DIR?.trim()) return resolve(env.PREVIEW_DIR)
  const commonDir = resolve(
    repoDir,
    execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: repoDir, encoding: 'utf8' }).trim(),
  )
  return join(tmpdir(), 'harbor-previews', createHash('sha256').update(commonDir).digest('hex').slice(0, 12))
}

/** A folder name for a branch: `site/shop-heading` → `site--shop-heading`. */
export function branchFolder(branch: string): string {
  return branch.replace(/[^A-Za-z0-9._-]+/g, '--')
}

/** A running preview as `npm run preview` records it, for the studio's links. */
export interface RunningPreview {
  branch: string
  commit: string
  /** On this machine. */
  url: string
  /** Where people outside reach it (PREVIEW_PUBLIC_URL), if it was given. */
  publicUrl: string | null
  pid: number
  startedAt: string
}

const runningDir = (home: string) => join(home, 'running')

export function recordRunningPreview(home: string, preview: RunningPreview): void {
  mkdirSync(runningDir(home), { recursive: true })
  writeFileSync(join(runningDir(home), `${branchFolder(preview.branch)}.json`), JSON.stringify(preview, null, 2))
}

export function forgetRunningPreview(home: string, branch: string): void {
  rmSync(join(runningDir(home), `${branchFolder(branch)}.json`), { force: true })
}

/** The previews still running (their process alive), by branch; records of stopped ones are dropped. */
export function runningPreviews(home: string): Map<string, RunningPreview> {
  const found = new Map<string, RunningPreview>()
  let names: string[] = []
  try {
    names = readdirSync(runningDir(home)).filter((name) => name.endsWith('.json'))
  } catch {
    return found
  }
  for (const name of names) {
    try {
      const preview = JSON.parse(readFileSync(join(runningDir(home), name), 'utf8')) as RunningPreview
      if (isAlive(preview.pid)) found.set(preview.branch, preview)
      else rmSync(join(runningDir(home), name), { force: true })
    } catch {
      // A record being written right now: read at the next listing.
    }
  }
  return found
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
