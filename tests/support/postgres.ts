import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from '../../scripts/lib/freePort.ts'

const run = promisify(execFile)

/** A PostgreSQL server started for a test in a temporary folder, on a free port. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres (trust authentication, local only). */
  url: string
  port: number
  /** The cluster's data folder (removed by stop). */
  dataDir: string
  /** A new empty database on this server; returns its URL. */
  createDatabase(name?: string): Promise<string>
  /** Stops the server (fast shutdown) and removes its folder. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Where initdb, pg_ctl and postgres live: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (the
 * Debian package's place). Throws, never skips: a machine without PostgreSQL must fail these tests clearly.
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) {
    if (!existsSync(join(env.PG_BIN, 'pg_ctl'))) throw new Error(`PG_BIN=${env.PG_BIN} has no pg_ctl`)
    return env.PG_BIN
  }
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(join(base, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions.length)
    throw new Error(
      'PostgreSQL is not installed: no pg_ctl under /usr/lib/postgresql/*/bin (apt-get install postgresql, as .ci/run does, or set PG_BIN)',
    )
  return join(base, versions[0]!, 'bin')
}

/**
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` OS user (runuser), and the
 * temporary folder is given to that user.
 */
async function asServerUser(command: string, args: string[]): Promise<void> {
  const asRoot = userInfo().uid === 0
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  await run(file, argv, { cwd: tmpdir() })
}

/**
 * Starts a throwaway PostgreSQL: initdb in a new temporary folder (trust authentication for the
 * `postgres` role, fsync off: nothing here must survive the machine), `pg_ctl start` on a free port on
 * 127.0.0.1 with its socket in the same folder, and waits until it accepts connections.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir()
  const dataDir = mkdtempSync(join(tmpdir(), 'site-pg-'))
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    chownSync(dataDir, Number(stdout.trim()), Number(group.trim()))
  }
  const port = await freePort()
  let started = false
  const stop = async () => {
    if (started) {
      started = false
      await asServerUser(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch(() => undefined)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await asServerUser(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ])
    const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
    await asServerUser(join(bin, 'pg_ctl'), [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '120',
      '-l',
      join(dataDir, 'server.log'),
      '-o',
      options,
    ])
    started = true
  } catch (error) {
    await stop()
    throw error
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let made = 0
  return {
    url,
    port,
    dataDir,
    async createDatabase(name = `test_${process.pid}_${++made}`) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop,
  }
}
