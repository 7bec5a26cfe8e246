import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/**
 * User + system CPU time of a process in clock ticks, from the text of /proc/<pid>/stat (fields 14 and
 * 15, counted after the command name, which may itself hold spaces and parentheses). Covers every thread,
 * so zlib's thread pool (compression) counts too.
 */
export function cpuTicksFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(fields[11])
  const stime = Number(fields[12])
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`unreadable /proc stat: ${stat}`)
  return utime + stime
}

let ticksPerSecond: number | undefined

/** CPU time a running process has used so far, in ms (Linux /proc; resolution one clock tick, 10 ms). */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  return (cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / ticksPerSecond
}
