import { spawnSync } from 'node:child_process'

export class GitError extends Error {}

/**
 * Runs git in `cwd` and returns its trimmed output; a failure throws with git's own message. Synchronous:
 * each call is a few milliseconds and the studio serves one editor.
 */
export function git(
  cwd: string,
  args: readonly string[],
  options: {
    input?: string
    env?: NodeJS.ProcessEnv
    /** The output as git wrote it (a file's text). */ raw?: boolean
  } = {},
): string {
  const result = spawnSync('git', args, {
    cwd,
    input: options.input,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error) throw new GitError(`git ${args[0]}: ${result.error.message}`)
  if (result.status !== 0) throw new GitError(`git ${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`)
  return options.raw ? result.stdout : result.stdout.replace(/\n$/, '')
}

/** Like git(), but a failure is an answer (null), for questions such as "does this ref exist?". */
export function gitMaybe(cwd: string, args: readonly string[]): string | null {
  try {
    return git(cwd, args)
  } catch {
    return null
  }
}
