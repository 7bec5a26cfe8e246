import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cpuTicksFromStat, processCpuMs } from '../processCpu.ts'

describe("a process's CPU time", () => {
  it('adds utime and stime, even when the command name holds spaces and parentheses', () => {
    const fields = ['S', '1', '2', '3', '0', '-1', '4194560', '100', '0', '0', '0', '250', '42', '0', '0']
    expect(cpuTicksFromStat(`1234 (node) ${fields.join(' ')}`)).toBe(292)
    expect(cpuTicksFromStat(`1234 (my (odd) server) ${fields.join(' ')}`)).toBe(292)
  })

  it("reads this process from /proc: the kernel's own count, as getrusage reports it", () => {
    // Node's process.cpuUsage() (getrusage, in µs) read just before and just after bounds the /proc reading,
    // give or take the resolution of /proc/<pid>/stat: one clock tick (10 ms) for each thread, since the kernel
    // samples each thread's time by the tick and getrusage adds their precise runtimes (CI saw 15.6 ms apart).
    const threads = Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 1)
    const tick = 10 * (threads + 1)
    const usage = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    const before = usage()
    const read = processCpuMs(process.pid)
    const after = usage()
    expect(before).toBeGreaterThan(0)
    expect(read).toBeGreaterThanOrEqual(before - tick)
    expect(read).toBeLessThanOrEqual(after + tick)
  })

  it('refuses text that is not a stat line', () => {
    expect(() => cpuTicksFromStat('not a stat line')).toThrow(/unreadable/)
  })
})
