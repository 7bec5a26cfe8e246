import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { branchFolder, previewHome, runningPreviews } from '../../../scripts/preview/previewRegistry.ts'

/** Starts `npm run preview -- <branch>` for the studio; a test gives its own. */
export type PreviewStarter = (branch: string) => ChildProcess

/**
 * The studio's previews: `npm run preview` started in the background, detached (a preview outlives the
 * studio, and the next studio finds it in the list of running previews), its output in a log beside it.
 */
export function previewStarter(root: string, repoDir: string, env: NodeJS.ProcessEnv): PreviewStarter {
  return (branch) => {
    const logs = join(previewHome(repoDir, env), 'logs')
    mkdirSync(logs, { recursive: true })
    const log = openSync(join(logs, `${branchFolder(branch)}.log`), 'a')
    const child = spawn('npm', ['run', 'preview', '--', branch, '--repo', repoDir], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', log, log],
    })
    child.unref()
    return child
  }
}

/** The previews the studio is starting (building), by branch, until they are listed as running or stop. */
export class StartingPreviews {
  private readonly starting = new Map<string, ChildProcess>()
  constructor(
    private readonly start: PreviewStarter,
    private readonly repoDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Starts the branch's preview; one that runs an older commit is stopped first. */
  run(branch: string, commit: string): 'running' | 'starting' {
    const running = runningPreviews(previewHome(this.repoDir, this.env)).get(branch)
    if (running?.commit === commit) return 'running'
    if (this.isStarting(branch)) return 'starting'
    if (running) process.kill(running.pid, 'SIGTERM')
    const child = this.start(branch)
    this.starting.set(branch, child)
    child.once('exit', () => this.starting.delete(branch))
    return 'starting'
  }

  isStarting(branch: string): boolean {
    const child = this.starting.get(branch)
    return child !== undefined && child.exitCode === null && child.signalCode === null
  }
}
