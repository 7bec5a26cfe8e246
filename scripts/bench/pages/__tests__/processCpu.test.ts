import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cpuTicksFromStat, processCpuMs } from '../processCpu.ts'

describe("a process's CPU time", () => {
  it('adds utime and stime, even when the command name holds spaces and parentheses', () => {
    const fields = ['S', '1', '2', '3', '0', '-1', '4194560', '100', '0', '0', '0', '250', '42', '0', '0']
    expect(cpuTicksFromStat(`1234 (node) ${fields.join(' ')}`)).toBe(292)
    expect(cpuTicksFromStat(`1234 (my (odd) server) ${fields.join(' ')}`)).toBe(292)
  })

  it('reads this process from /proc', () => {
    expect(cpuTicksFromStat(readFileSync('/proc/self/stat', 'utf8'))).toBeGreaterThanOrEqual(0)
    // This test process has run code before the call, and CPU time never goes backwards.
    const first = processCpuMs(process.pid)
    expect(first).toBeGreaterThan(0)
    expect(processCpuMs(process.pid)).toBeGreaterThanOrEqual(first)
  })

  it('refuses text that is not a stat line', () => {
    expect(() => cpuTicksFromStat('not a stat line')).toThrow(/unreadable/)
  })
})
