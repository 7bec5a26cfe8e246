import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningStrapi {
  url: string
  readToken: string
  importToken: string
  stop: () => Promise<void>
}

/** Installs cms/'s own dependencies, as locked, when they are missing (minutes; npm's cache makes later runs faster). */
export function installCmsIfMissing(cmsDir: string): void {
  if (existsSync(join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'))) return
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: cmsDir, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm ci in ${cmsDir} failed (exit ${result.status})`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves when Strapi answers its health check, rejects when the process exits first. */
function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false
    const onExit = (code: number | null) => {
      done = true
      reject(new Error(`Strapi exited (code ${code}) before answering /_health:\n${output().slice(-4000)}`))
    }
    child.once('exit', onExit)
    // Strapi says nothing on its own when it is ready to serve; its log line comes after the server listens.
    const check = () => {
      if (done) return
      fetch(`${url}/_health`, { signal: AbortSignal.timeout(5000) })
        .then((r) => {
          if (r.status === 204) {
            done = true
            child.off('exit', onExit)
            resolve()
          } else setTimeout(check, 250)
        })
        .catch(() => setTimeout(check, 250))
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Strapi started successfully')) check()
    })
  })
}

/** `strapi start` on a fresh SQLite file in a temporary folder, with new secrets and tokens; no admin panel. */
export async function startCmsStrapi(cmsDir: string): Promise<RunningStrapi> {
  const dir = mkdtempSync(join(tmpdir(), 'harbor-cms-'))
  // Uploaded media goes to the temporary folder too, not into cms/public/uploads.
  mkdirSync(join(dir, 'public/uploads'), { recursive: true })
  const port = await freePort()
  const secret = () => randomBytes(24).toString('base64url')
  const readToken = randomBytes(32).toString('hex')
  const importToken = randomBytes(32).toString('hex')
  let output = ''
  const child = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: cmsDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      DATABASE_FILENAME: join(dir, 'data.db'),
      PUBLIC_DIR: join(dir, 'public'),
      CMS_READONLY_TOKEN: readToken,
      CMS_IMPORT_TOKEN: importToken,
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, readToken, importToken, stop }
}
