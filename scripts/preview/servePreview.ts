import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { branchFolder } from './previewRegistry.ts'
import { withoutCallerSettings } from './buildBranch.ts'

export interface ServedPreview {
  url: string
  port: number
  child: ChildProcess
  /** Stops the preview's server (SIGTERM: it finishes what is in flight) and waits for it. */
  stop(): Promise<void>
}

/**
 * Runs a branch's build with the production server (dist/node/server.mjs) as a preview: PREVIEW_BRANCH
 * switches on the banner, noindex, the link check and the embedded services (server/preview/), and its
 * data goes to its own folder under `home`. Resolves once the server listens.
 */
export function servePreview(options: {
  dir: string
  branch: string
  home: string
  port: number
  host: string
  env?: NodeJS.ProcessEnv
  output?: 'inherit' | 'pipe'
}): Promise<ServedPreview> {
  const env: NodeJS.ProcessEnv = {
    ...withoutCallerSettings(options.env ?? process.env),
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: options.host,
    PREVIEW_BRANCH: options.branch,
    PREVIEW_DATA_DIR: join(options.home, 'data', branchFolder(options.branch)),
  }
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/node/server.mjs'], {
    cwd: options.dir,
    env,
    stdio: ['ignore', 'pipe', options.output === 'pipe' ? 'pipe' : 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      if (options.output !== 'pipe') process.stdout.write(chunk)
      seen += chunk.toString('utf8')
      // The server's first line when it listens (server/index.ts).
      if (/ site on http:\/\/localhost:\d+/.test(seen)) {
        child.stdout!.off('data', onData)
        if (options.output !== 'pipe') child.stdout!.pipe(process.stdout)
        else child.stdout!.resume()
        const url = `http://${options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host}:${options.port}`
        resolve({ url, port: options.port, child, stop })
      }
    }
    child.stdout!.on('data', onData)
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`the preview server stopped before listening (exit ${code}):\n${seen.slice(-2000)}`)),
    )
  })
}
