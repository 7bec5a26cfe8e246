import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * The authoring config is what marketers and editors write by hand: routes.json, partners.json and
 * site-config/ without its data folders (the catalogue, help content and the needs-assessment data,
 * which are data sets rather than page composition). Issue 15 measured it at 494,796 bytes before
 * shared sections; the composed format must keep it at most 65% of that.
 */
export const AUTHORING_BASELINE_BYTES = 494_796
export const AUTHORING_LIMIT_RATIO = 0.65
const DATA_FOLDERS = ['site-config/catalog', 'site-config/content', 'site-config/assessment']

export interface ConfigSize {
  files: Array<{ file: string; bytes: number }>
  bytes: number
  ratio: number
  withinLimit: boolean
}

export function authoringConfigSize(rootDir: string): ConfigSize {
  const files = ['routes.json', 'partners.json', ...filesUnder(rootDir, 'site-config')]
    .filter((file) => !DATA_FOLDERS.some((folder) => file.startsWith(`${folder}/`)))
    .map((file) => ({ file, bytes: statSync(join(rootDir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes)
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0)
  const ratio = bytes / AUTHORING_BASELINE_BYTES
  return { files, bytes, ratio, withinLimit: ratio <= AUTHORING_LIMIT_RATIO }
}

export function formatConfigSize(size: ConfigSize): string {
  const lines = size.files.map((f) => `${String(f.bytes).padStart(9)}  ${f.file}`)
  const verdict = size.withinLimit ? 'within' : 'OVER'
  lines.push(
    `${String(size.bytes).padStart(9)}  total: ${(size.ratio * 100).toFixed(1)}% of the ${AUTHORING_BASELINE_BYTES} bytes before shared sections, ${verdict} the ${AUTHORING_LIMIT_RATIO * 100}% limit`,
  )
  return lines.join('\n')
}

function filesUnder(rootDir: string, folder: string): string[] {
  return readdirSync(join(rootDir, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(rootDir, join(entry.parentPath, entry.name)))
}
