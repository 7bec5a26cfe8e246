/**
 * npm run studio — the visual page editor on http://localhost:3001/studio (PORT to change), on this machine
 * only (127.0.0.1). Open it with the printed link: it carries this launch's token. It edits routes.json and
 * partners.json in place, after the same checks as config:check. Development only.
 */
import { resolve } from 'node:path'
import { startStudio } from '../studio/server/startStudio.server.ts'

const root = resolve(import.meta.dirname, '..')
const studio = await startStudio({
  root,
  port: Number(process.env.PORT ?? 3001),
})
console.log(`studio on ${studio.launchUrl}`)
const stop = () => void studio.close().finally(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
