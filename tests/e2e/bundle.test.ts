import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'

const clientDir = join(repoRoot, 'dist/client')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('the browser bundle', () => {
  const scripts = filesUnder(join(clientDir, 'assets')).filter((file) => file.endsWith('.js'))

  it('holds no server-only code or secret names', () => {
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8')
      for (const forbidden of [
        'LEAD_API_KEY',
        'CHECKOUT_API_KEY',
        'OIDC_CLIENT_SECRET',
        'STRAPI_TOKEN',
        'readFileSync',
        'loadSite',
        'ajv',
      ]) {
        expect(text.includes(forbidden), `${forbidden} in ${file}`).toBe(false)
      }
    }
  })

  it('splits block code into chunks so a page loads only its own blocks', () => {
    const home = readFileSync(join(clientDir, 'index.html'), 'utf8')
    // Luxon is used by the 404 banner only; the home page must not preload it.
    const luxonChunk = scripts.find((file) => readFileSync(file, 'utf8').includes('Invalid DateTime'))
    expect(luxonChunk).toBeTruthy()
    expect(home).not.toContain(luxonChunk!.slice(clientDir.length))
  })
})
