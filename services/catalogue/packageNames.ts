import type { Catalogue } from './types.ts'

/** A package's name as texts say it: "Smart Home" for the catalogue's "Smart Home Package". */
export function packageShortName(name: string): string {
  return name.replace(/\s+Package$/i, '').trim()
}

/** The short names of the packages a catalogue sells. */
export function soldPackageNames(catalogue: Catalogue): string[] {
  return catalogue.packages.map((record) => packageShortName(record.catalogueInfo.name))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The packages among `names` (short names, "Smart Home") that a text names: one package ("the Smart Home Package")
 * or a list of them ("the Smart Home, Video and Complete packages", "Video or Complete packages"). A name alone
 * ("Video" in "Video doorbell") is not a package: only these two forms are read, so ordinary words never count.
 */
export function packagesNamedIn(text: string, names: readonly string[]): string[] {
  if (!names.length) return []
  const name = `(?:${[...names]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`
  const found = new Set<string>()
  const one = new RegExp(`\\b(${name}) [Pp]ackage\\b`, 'g')
  const list = new RegExp(`\\b((?:${name}, )*${name},? (?:and|or) ${name}) [Pp]ackages\\b`, 'g')
  const each = new RegExp(name, 'g')
  for (const match of text.matchAll(one)) found.add(match[1]!)
  for (const match of text.matchAll(list)) for (const part of match[1]!.matchAll(each)) found.add(part[0])
  return [...found]
}
