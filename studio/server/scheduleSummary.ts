import { isDeepStrictEqual } from 'node:util'
import type { EditedBlock } from './pageFiles.server.ts'
import { describeSchedule } from '../fields/scheduleWords.ts'

/**
 * The save summary's lines for changed dates (config:diff compares what pages show, not when): one per
 * block whose `schedule` the edit changes, in the Markdown the summary is written in.
 */
export function scheduleChangeLines(before: readonly EditedBlock[], after: readonly EditedBlock[]): string[] {
  return after.flatMap((block) => {
    const was = before.find((candidate) => candidate.id === block.id)
    if (!was || isDeepStrictEqual(was.schedule, block.schedule)) return []
    const now = block.schedule ? `now ${describeSchedule(block.schedule)}` : 'now always shows'
    const then = was.schedule ? `was: ${describeSchedule(was.schedule)}` : 'was: always shown'
    return [`- \`${block.id}\` dates: ${now} (${then})`]
  })
}
