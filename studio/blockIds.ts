/** A block id for a block added in the studio: its type in kebab case, numbered when taken. */
export function newBlockId(type: string, taken: ReadonlySet<string>): string {
  const base = type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
