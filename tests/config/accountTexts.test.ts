import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { renderUrl } from '../support/renderUrl.tsx'

const { navigation } = realSite().config

/** Every string value of a JSON document, with where it is. */
function stringsOf(value: unknown, path: string, out: Array<{ path: string; text: string }>) {
  if (typeof value === 'string') out.push({ path, text: value })
  else if (Array.isArray(value)) value.forEach((item, index) => stringsOf(item, `${path}[${index}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out)
  return out
}

function configFiles(): string[] {
  const files = ['routes.json', 'partners.json']
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      // site-config/content is the help articles' and posts' prose (the CMS's), not the site's control texts.
      if (entry.isDirectory()) {
        if (path !== 'site-config/content') walk(path)
      } else if (entry.name.endsWith('.json')) files.push(path)
    }
  }
  walk('site-config')
  return files
}

describe('account texts are the spec’s and written once (issue 25 walkthrough items 3 and 4)', () => {
  it('names the links as spec 2.9 and 2.10 do: "Sign In" and "Move request"', () => {
    expect(navigation.account.signIn).toBe('Sign In')
    expect(navigation.account.moveRequest).toBe('Move request')
  })

  it('holds the sign-in words once in the whole config: header, footer Quick Links and account share one text', () => {
    const places = configFiles().flatMap((file) =>
      stringsOf(JSON.parse(readFileSync(join(repoRoot, file), 'utf8')), file, []).filter(
        ({ text }) => text === navigation.account.signIn,
      ),
    )
    expect(places.map(({ path }) => path)).toEqual(['site-config/navigation.json.account.signIn'])
    expect(navigation.footer.quickLinks).toContainEqual({ action: 'signIn' })
  })

  it('shows the account text in the header, footer and help center, and "Move request" on /moves', async () => {
    const home = (await renderUrl('/')).html
    expect(home.match(/<a href="\/api\/auth\/login"[^>]*>Sign In<\/a>/g)?.length).toBeGreaterThanOrEqual(2)
    const help = (await renderUrl('/help-center')).html
    expect(help).toMatch(/data-return-to-link[^>]*>Sign In<\/a>/)
    const moves = (await renderUrl('/moves')).html
    expect(moves).toMatch(/<a href="\/api\/auth\/move-request"[^>]*>Move request<\/a>/)
    expect(moves).not.toMatch(/Request a Move/)
  })
})
