import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { withSyntheticPartners } from '../syntheticConfig.ts'

/**
 * A temporary copy of the site (the files git knows, committed or not, without dist/ or data/), sharing the
 * repository's node_modules through a link, with `partners` generated partners added to partners.json.
 * Nothing in the repository changes.
 */
export function siteCopyWithPartners(root: string, partners: number): string {
  const copy = mkdtempSync(join(tmpdir(), `harbor-scale-${partners}-`))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    try {
      cpSync(join(root, file), join(copy, file))
    } catch (error) {
      // A file deleted in the working tree but still in git's index.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  const partnersFile = join(copy, 'partners.json')
  writeFileSync(partnersFile, withSyntheticPartners(readFileSync(partnersFile, 'utf8'), partners))
  return copy
}

/**
 * Renames one partner in the copy's partners.json, as a marketer's edit would: the generated partner
 * `Bench Partner 1`, or the first partner when none was generated. Returns the partner's id.
 */
export function renameOnePartner(copy: string): string {
  const file = join(copy, 'partners.json')
  const config = JSON.parse(readFileSync(file, 'utf8')) as { partners: Array<{ id: string; name: string }> }
  const partner = config.partners.find((p) => p.name === 'Bench Partner 1') ?? config.partners[0]!
  partner.name = `${partner.name} (renamed)`
  writeFileSync(file, JSON.stringify(config, null, 2))
  return partner.id
}
