import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv from 'ajv'
import { zipDatabase } from '../zipDatabase.server.ts'

export interface ServiceableArea {
  states: string[]
  additionalZips: string[]
  excludedZips: string[]
}

const FILE = 'server/embedded/lead-api/serviceableArea.json'

/** Reads and validates the embedded serviceable area; a broken file stops the server with the file and the reason. */
export function loadServiceableArea(root: string): ServiceableArea {
  const area = JSON.parse(readFileSync(join(root, FILE), 'utf8')) as unknown
  const schema = JSON.parse(readFileSync(join(root, FILE.replace(/\.json$/, '.schema.json')), 'utf8')) as object
  const validate = new Ajv({ strict: true, allErrors: true }).compile<ServiceableArea>(schema)
  if (!validate(area)) {
    const problems = (validate.errors ?? [])
      .map((error) => `${error.instancePath || '(root)'} ${error.message}`)
      .join('; ')
    throw new Error(`${FILE}: ${problems}`)
  }
  return area
}

/** Every serviceable ZIP, sorted: the states' ZIPs from the zipcodes database, plus additions, minus exclusions. */
export function serviceableZips(area: ServiceableArea): string[] {
  const zips = new Set<string>(area.additionalZips)
  for (const state of area.states) for (const place of zipDatabase().lookupByState(state)) zips.add(place.zip)
  for (const zip of area.excludedZips) zips.delete(zip)
  return [...zips].sort()
}
