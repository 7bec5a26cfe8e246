/**
 * Build step: records the revision the build is made of (the git commit, a hash of the config files, the
 * time) in dist/revision.json, which the server shows in /api/health and the X-Site-Revision header, so a
 * deploy or a rollback can be checked from outside (docs/operations.md, "Publishing"). Never fails the
 * build: outside a git repository the commit is `unknown`.
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { REVISION_FILE, computeSiteRevision, revisionHeaderValue } from '../../server/revision/siteRevision.server.ts'

const root = resolve(import.meta.dirname, '../..')
const revision = computeSiteRevision(root)
writeFileSync(join(root, REVISION_FILE), `${JSON.stringify(revision, null, 2)}\n`)
console.log(`recorded revision ${revisionHeaderValue(revision)} in ${REVISION_FILE}`)
