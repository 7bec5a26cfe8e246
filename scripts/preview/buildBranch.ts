import { spawn, execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { branchFolder } from './previewRegistry.ts'

/** Written into the preview's dist/ after a build: the commit it was built from, so the next start reuses it. */
const BUILT_COMMIT_FILE = 'dist/.preview-commit'

export interface BranchBuild {
  /** The worktree holding the branch's files and its build. */
  dir: string
  commit: string
  /** False when the build of this very commit was reused. */
  built: boolean
}

/**
 * Puts `branch` in its own git worktree under `home` (beside the current checkout, which is not touched),
 * links the project's node_modules into it, and builds it with `npm run build` unless that commit is built.
 * The worktree is detached at the branch's commit, so the branch itself stays free for the studio's commits.
 */
export async function buildBranch(options: {
  repoDir: string
  branch: string
  home: string
  nodeModules: string
  log?: (line: string) => void
  /** Where the build's own output goes: the terminal (default), or kept to say why a build failed (tests). */
  buildOutput?: 'inherit' | 'quiet'
}): Promise<BranchBuild> {
  const { repoDir, branch, home, nodeModules } = options
  const log = options.log ?? (() => {})
  const gitIn = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()
  let commit: string
  try {
    commit = gitIn(repoDir, ['rev-parse', '--verify', `refs/heads/${branch}^{commit}`])
  } catch {
    commit = gitIn(repoDir, ['rev-parse', '--verify', `${branch}^{commit}`])
  }
  const dir = join(home, 'worktrees', branchFolder(branch))
  if (existsSync(join(dir, '.git'))) {
    log(`updating ${dir} to ${branch} (${commit.slice(0, 8)})`)
    gitIn(dir, ['checkout', '--quiet', '--force', '--detach', commit])
  } else {
    mkdirSync(dirname(dir), { recursive: true })
    // A folder left by a removed worktree is taken back.
    gitIn(repoDir, ['worktree', 'prune'])
    log(`checking out ${branch} (${commit.slice(0, 8)}) in ${dir}`)
    gitIn(repoDir, ['worktree', 'add', '--quiet', '--force', '--detach', dir, commit])
  }
  const linked = join(dir, 'node_modules')
  if (!existsSync(linked) && !isSymlink(linked)) symlinkSync(nodeModules, linked, 'dir')

  const builtCommit = join(dir, BUILT_COMMIT_FILE)
  if (existsSync(builtCommit) && readFileSync(builtCommit, 'utf8').trim() === commit) {
    log(`reusing the build of ${commit.slice(0, 8)}`)
    return { dir, commit, built: false }
  }
  log(`building ${branch} (npm run build)`)
  await run('npm', ['run', 'build'], dir, options.buildOutput ?? 'inherit')
  writeFileSync(builtCommit, `${commit}\n`)
  return { dir, commit, built: true }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

function run(command: string, args: string[], cwd: string, output: 'inherit' | 'quiet'): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = withoutCallerSettings(process.env)
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', output === 'quiet' ? 'pipe' : 'inherit', output === 'quiet' ? 'pipe' : 'inherit'],
    })
    let kept = ''
    const keep = (chunk: Buffer) => (kept = (kept + chunk.toString('utf8')).slice(-4000))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code})${kept ? `:\n${kept}` : ''}`)),
    )
  })
}

/**
 * The environment a branch is built and served with: the caller's, without what would change the build
 * (NODE_ENV; a test runner's VITEST and TEST, with which Vite skips the server build).
 */
export function withoutCallerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !/^_*VITEST/.test(name)),
  )
}
