import { createRequire } from 'node:module'

/** The `zipcodes` package: every US ZIP code with its place (the embedded services' ZIP database). */
export type ZipDatabase = typeof import('zipcodes')

const require = createRequire(import.meta.url)
let loaded: ZipDatabase | undefined

/**
 * The ZIP database, loaded on first use. Parsing it is about 0.4 s of CPU, the largest single part of a server's
 * start when it was imported with the embedded services; only their ZIP answers need it, and a server on the
 * company's real services never does.
 */
export function zipDatabase(): ZipDatabase {
  return (loaded ??= require('zipcodes') as ZipDatabase)
}
