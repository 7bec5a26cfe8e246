import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CollectionName, ContentCollections, ContentSnapshot } from '../../services/content/index.ts'

/**
 * Keeps the last content fetched from Strapi as JSON files (one per collection), so a server that starts
 * while Strapi is unreachable still serves the content of the build or of its last run.
 */
export class FileSnapshot implements ContentSnapshot {
  constructor(private readonly dir: string) {}

  async load<K extends CollectionName>(name: K): Promise<ContentCollections[K] | null> {
    try {
      return JSON.parse(await readFile(join(this.dir, `${name}.json`), 'utf8')) as ContentCollections[K]
    } catch {
      return null
    }
  }

  async save<K extends CollectionName>(name: K, items: ContentCollections[K]): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    // Write then rename, so a reader never sees half a file.
    const target = join(this.dir, `${name}.json`)
    const temporary = `${target}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify(items))
    await rename(temporary, target)
  }
}
