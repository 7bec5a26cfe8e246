import { spawn } from 'node:child_process'
import type { RevisionTree } from './revisionTree.ts'

/**
 * `npm run build` in a revision's folder (its own code and config, the checkout's node_modules linked in), as
 * a deploy of that revision would build it. Rejects with the end of the build's output when it fails.
 */
export function buildRevision(tree: RevisionTree): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: tree.dir, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code === 0) resolve()
      else
        reject(new Error(`npm run build of ${tree.ref} (${tree.commit.slice(0, 7)}) failed with ${code}:\n${output}`))
    })
  })
}
