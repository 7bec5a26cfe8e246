import { EventEmitter } from 'node:events'
import { type FSWatcher, watch } from 'node:fs'
import { join } from 'node:path'
import { CONFIG_FILES } from '../../runtime/config/configFiles.server.ts'

/** Config files at the top of the site folder (routes.json, partners.json); the rest live under site-config/. */
const TOP_LEVEL_FILES = new Set(CONFIG_FILES.map((spec) => spec.file).filter((file) => !file.includes('/')))
const CONFIG_FOLDER = 'site-config'

export interface ConfigWatcherEvents {
  /** The reload ran without throwing. */
  reloaded: []
  /** The reload threw (a broken edit): the caller keeps its last good config. */
  failed: [error: unknown]
}

export interface ConfigWatcher extends EventEmitter<ConfigWatcherEvents> {
  close(): void
}

/**
 * Calls `reload` after config edits, one call per burst of changes. It watches the folders, not the
 * files: an editor's atomic save, `sed -i` or `git checkout` replaces a file with a new one, and a
 * watch on the old file would stay on the deleted inode and never fire again.
 */
export function watchConfig(root: string, reload: () => void, options: { debounceMs?: number } = {}): ConfigWatcher {
  const debounceMs = options.debounceMs ?? 100
  const events = new EventEmitter<ConfigWatcherEvents>() as ConfigWatcher
  let timer: NodeJS.Timeout | undefined
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      try {
        reload()
        events.emit('reloaded')
      } catch (error) {
        events.emit('failed', error)
      }
    }, debounceMs)
  }
  const watchers: FSWatcher[] = [
    watch(root, (_event, name) => {
      if (name && TOP_LEVEL_FILES.has(name.toString())) schedule()
    }),
    watch(join(root, CONFIG_FOLDER), { recursive: true }, schedule),
  ]
  // A watcher error (the folder removed under it) must not crash the dev server; the next start watches again.
  for (const watcher of watchers) watcher.on('error', (error) => events.emit('failed', error))
  events.close = () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
  return events
}
