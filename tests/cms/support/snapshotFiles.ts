import { existsSync, watch } from 'node:fs'
import { join } from 'node:path'
import { COLLECTION_NAMES } from '../../../services/content/index.ts'

/** Resolves once every collection's snapshot file exists in `dir` (a repository writes each after answering). */
export function snapshotWritten(dir: string): Promise<void> {
  const complete = () => COLLECTION_NAMES.every((c) => existsSync(join(dir, `${c}.json`)))
  return new Promise((resolve) => {
    if (complete()) return resolve()
    const watcher = watch(dir, () => {
      if (complete()) {
        watcher.close()
        resolve()
      }
    })
    // The last file may have landed between the first check and the watch.
    if (complete()) {
      watcher.close()
      resolve()
    }
  })
}
