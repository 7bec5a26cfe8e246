import { spawn } from 'node:child_process'
import type { RevisionTree } from './revisionTree.ts'

/**
 * `npm run build` in a revision's folder (its own code and config, the checkout's node_modules linked in), as
 * a deploy of that revision would build it. Resolves with its prerender summary ("prerendered 3 of 81 pages (78
 * unchanged, reused) in …"); rejects with the end of the build's output when it fails.
 */
export function buildRevision(tree: RevisionTree): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: tree.dir, stdio: ['ignore', 'pipe', 'pipe'], env: buildEnv() })
    // The bundler's file list is long: what is kept is the start of the first error and the end.
    let output = ''
    const keep = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code === 0) resolve(/^prerendered .*$/m.exec(output)?.[0] ?? 'built')
      else
        reject(
          new Error(
            `npm run build of ${tree.ref} (${tree.commit.slice(0, 7)}) failed with ${code}:\n${usefulOutput(output)}`,
          ),
        )
    })
  })
}

/**
 * The environment of a build as a deploy runs it: without a test runner's markers. Under vitest (the e2e test
 * of config:review) VITEST and NODE_ENV=test make the build's prerender fail to resolve its modules.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of Object.keys(env))
    if (name.startsWith('VITEST') || name === 'TEST' || name === 'NODE_ENV') delete env[name]
  return env
}

/** The build's output without the bundler's file list: its errors and its last lines. */
function usefulOutput(output: string): string {
  const lines = output.split('\n').filter((line) => !/^dist\//.test(line.trim()))
  return lines.join('\n').slice(-6000)
}
