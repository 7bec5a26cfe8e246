import { resolve } from 'node:path'

/** A preview instance: the production server of one branch's build, for review (npm run preview). */
export interface PreviewMode {
  branch: string
  /** Signs links for people outside the company; without it only this machine may open the preview. */
  secret: string | null
}

/** PREVIEW_BRANCH makes the server a preview of that branch; anything else is the live site. */
export function previewModeFrom(env: NodeJS.ProcessEnv): PreviewMode | null {
  const branch = env.PREVIEW_BRANCH?.trim()
  if (!branch) return null
  return { branch, secret: env.PREVIEW_SECRET?.trim() || null }
}

/**
 * Settings a preview must never take from its environment, whatever the shell or host sets: the company's
 * lead API, checkout, marketing automation, account API, identity provider and chat provider (a preview's leads,
 * orders and chats stay in its embedded services), and the shared database and Redis (a preview has its own data).
 * Content and catalogue sources are only read, so they stay as configured.
 */
export const PREVIEW_FORCED_OFF = [
  'LEAD_API_URL',
  'CHECKOUT_API_URL',
  'CHECKOUT_HOST',
  'MARKETING_AUTOMATION_URL',
  'ACCOUNT_API_URL',
  'OIDC_ISSUER',
  'CHAT_API_URL',
  'DATABASE_URL',
  'DATABASE_FILE',
  'REDIS_URL',
  'EMBEDDED_SERVICES_ORIGIN',
] as const

/**
 * Makes `env` a preview's: the settings above removed (so every reader of the environment gets the embedded
 * services) and the data in PREVIEW_DATA_DIR, else `data/preview` under the site. Returns what was removed.
 */
export function applyPreviewEnvironment(env: NodeJS.ProcessEnv, root: string): string[] {
  const removed = PREVIEW_FORCED_OFF.filter((name) => env[name] !== undefined)
  for (const name of PREVIEW_FORCED_OFF) delete env[name]
  env.DATA_DIR = resolve(root, env.PREVIEW_DATA_DIR?.trim() || 'data/preview')
  return removed
}
