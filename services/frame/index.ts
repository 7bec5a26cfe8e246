export { type DisclaimerKey, type DisclaimerPage, footerDisclaimers } from './disclaimers.ts'
export { APP_MODE_KEY, appModeFor } from './appMode.ts'
export { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from './chunkReload.ts'
export {
  ALLY_KEY,
  type AllyPreferences,
  DEFAULT_ALLY,
  MAX_TEXT_STEP,
  allyAttributes,
  parseAllyPreferences,
} from './allyPreferences.ts'
export { type SitemapCandidate, type SitemapPage, indexablePages, sitemapXml } from './sitemap.ts'
export {
  SCRIPTS_ATTRIBUTE,
  SCRIPTS_FAILED,
  SCRIPTS_RUNNING,
  SCRIPTS_RUNNING_SELECTOR,
  MARK_SCRIPTS_FAILED,
  markScriptsFailed,
} from './scriptsMark.ts'
