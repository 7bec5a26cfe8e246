import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keepingSiteServerEntry } from '../pages/bareApp.ts'

export interface BuildRun {
  seconds: number
  /**
   * CPU time of the build's processes and threads (user + system): on a machine shared with other work, what the
   * build costs even when the wall time is mostly waiting for a core.
   */
  cpuSeconds: number
  /** The largest resident set of any process of the build (GNU time's %M: the build's steps run one after another). */
  peakMb: number
  /** What the prerender step said it did (`prerendered X of Y pages …`). */
  prerenderLine: string
}

/** Runs `npm run build` in `dir` under GNU time; throws with the build's output when it fails. */
export function measureBuild(dir: string): BuildRun {
  const out = mkdtempSync(join(tmpdir(), 'harbor-build-time-'))
  const timeFile = join(out, 'time')
  try {
    // The copy shares node_modules, where a Vike build records its server entry: put back afterwards.
    const run = keepingSiteServerEntry(() =>
      spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', '-o', timeFile, 'npm', 'run', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      }),
    )
    if (run.status !== 0) throw new Error(`npm run build failed in ${dir}:\n${run.stdout}\n${run.stderr}`)
    const [seconds = NaN, kilobytes = NaN, user = NaN, system = NaN] = readFileSync(timeFile, 'utf8')
      .trim()
      .split('\n')
      .at(-1)!
      .split(' ')
      .map(Number)
    const prerenderLine = run.stdout.split('\n').find((line) => line.startsWith('prerendered ')) ?? ''
    return { seconds, cpuSeconds: user + system, peakMb: kilobytes / 1024, prerenderLine }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}
