import { describe, expect, it } from 'vitest'
import { diffSites } from '../lib/siteDiff.ts'
import { NO_CHANGES, formatSiteDiffMarkdown } from '../lib/siteDiffMarkdown.ts'
import { minimalSiteWith } from './support/editedMinimalSite.ts'

const labels = { base: '`main`', head: 'the working tree' }
const base = minimalSiteWith()

describe('formatSiteDiffMarkdown', () => {
  it('says so when nothing differs', () => {
    expect(formatSiteDiffMarkdown(diffSites(base, minimalSiteWith()), labels)).toBe(NO_CHANGES)
    expect(NO_CHANGES).toBe('No changes to the site.')
  })

  // The one whole-output check: the format is the requirement (Markdown a pull request renders: the heading, the
  // summary line, the tables, the nested lists a reviewer reads). Its changes reach named pages only, and what
  // depends on the fixture (the new block's place, the aliases replaced) is read from it.
  it('renders pages, partners and route changes for a pull request, exactly', () => {
    const cameras = base.config.routes.routes.find((route) => route.name === 'indoor-cameras')!
    const after = minimalSiteWith({
      partners: (config) => {
        config.partners.push({
          id: 'acme',
          name: 'Acme | Realty',
          kind: 'affiliate',
          slug: 'acme',
          leadSource: 'acme',
          catalogId: 'ecat-standard',
          enabled: true,
          phone: '(855) 555-0150',
          routes: ['partner-offer'],
        })
        config.partners[0]!.enabled = false
        config.partners[1]!.phone = '(855) 555-0199'
      },
      routes: (config) => {
        const route = config.routes.find((candidate) => candidate.name === 'indoor-cameras')!
        route.layout = 'partners'
        route.render = 'request'
        route.aliases = ['/cams']
        route.blocks.push({ id: 'more', type: 'TextSection', props: { paragraphs: ['More.'] } })
        route.blocks[0]!.props = { heading: 'Indoor security cameras' }
      },
    })
    const removedAliases = (cameras.aliases ?? []).map((alias) => `\`${alias}\``).join(', ')
    expect(formatSiteDiffMarkdown(diffSites(base, after), labels)).toBe(
      `## Site changes from \`main\` to the working tree

**1 page added · 1 page removed · 2 pages changed · 1 partner added · 1 partner disabled · 1 partner changed**

### Pages added

| Path | Route | Partner | Render |
| --- | --- | --- | --- |
| \`/acmeoffer\` | \`partner-offer/acme\` | Acme \\| Realty (\`acme\`) | prerendered |

### Pages removed

| Path | Route | Partner | Render |
| --- | --- | --- | --- |
| \`/keystoneoffer\` | \`partner-offer/keystone-realty\` | Keystone Realty (\`keystone-realty\`) | prerendered |

### Pages changed

#### \`/indoor-cameras\` · route \`indoor-cameras\`

- **Layout:** \`default\` → \`partners\`
- **Render:** prerendered → per request
- **Aliases added:** \`/cams\`
- **Aliases removed:** ${removedAliases}
- **Blocks added:** \`more\` (TextSection) at position ${cameras.blocks.length + 1}
- **Block \`hero\` (Hero):**
  - \`heading\`: \`"Indoor cameras"\` → \`"Indoor security cameras"\`

#### \`/guild\` · route \`association/homeowners-guild\` · Homeowners Guild (\`homeowners-guild\`)

- **Sales phone:** (855) 555-0143 → (855) 555-0199
- **Pop-up phone:** (855) 555-0143 → (855) 555-0199

### Partners

- **Added:** Acme | Realty (\`acme\`, affiliate)
  - \`acme\`: slug \`acme\` · lead source \`acme\` · phone (855) 555-0150 · catalogue \`ecat-standard\` · affiliate id none
  - pages: \`/acmeoffer\`
- **Disabled:** Keystone Realty (\`keystone-realty\`, affiliate)
- **Changed:** Homeowners Guild (\`homeowners-guild\`, association-partner)
  - \`phone\`: \`"(855) 555-0143"\` → \`"(855) 555-0199"\``,
    )
  })

  it('a site-wide change reads once, under one heading naming every page it reaches, and as the file it changed', () => {
    const after = minimalSiteWith({ phones: (config) => void (config.sales = '(855) 555-0111') })
    const diff = diffSites(base, after)
    const reached = diff.pages.changed.map((page) => page.path)
    // The pages on the default sales number; a partner's page has its own and is not among them.
    expect(reached).toEqual(expect.arrayContaining(['/', '/indoor-cameras', '404 page']))
    expect(reached).not.toContain('/guild')
    const markdown = formatSiteDiffMarkdown(diff, labels)
    expect(markdown).toContain(`**${reached.length} pages changed · 1 site-wide file changed**`)
    const pageList = reached.map((path) => `\`${path}\``).join(', ')
    expect(markdown).toContain(
      `#### ${reached.length} pages: ${pageList}\n\n- **Sales phone:** (855) 555-0100 → (855) 555-0111\n`,
    )
    expect(markdown.split('**Sales phone:**')).toHaveLength(2)
    expect(markdown).toContain(
      '### Site-wide settings\n\n- `site-config/phones.json`\n  - `sales`: `"(855) 555-0100"` → `"(855) 555-0111"`',
    )
  })

  it('renders moves, reorders, removed blocks and other settings, and marks a partner added switched off', () => {
    const after = minimalSiteWith({
      partners: (config) => {
        config.partners.push({
          id: 'later',
          name: 'Later Realty',
          kind: 'affiliate',
          slug: 'later',
          leadSource: 'later',
          catalogId: 'ecat-standard',
          enabled: false,
          phone: '(855) 555-0151',
          routes: [],
        })
      },
      routes: (config) => {
        config.routes.find((route) => route.name === 'brand-plus')!.path = '/{brand}-premium'
        const secure = config.routes.find((route) => route.name === 'secure')!
        secure.blocks.reverse()
        secure.variants![0]!.meta = { title: 'Security on a budget' }
        config.routes.find((route) => route.name === 'home')!.blocks = []
      },
    })
    const markdown = formatSiteDiffMarkdown(diffSites(base, after), labels)
    expect(markdown).toContain(
      '#### `/harbor-premium` · route `brand-plus`\n\n- **Path:** `/harbor-plus` → `/harbor-premium`',
    )
    expect(markdown).toContain('- **Blocks reordered:** `hero` moved to the end, below `legal`')
    expect(markdown).toContain(
      '- **Other route settings:**\n  - `variants[0].meta.title`: `"Low cost"` → `"Security on a budget"`',
    )
    expect(markdown).toContain('- **Blocks removed:** `hero` (Hero)')
    expect(markdown).toContain(
      '- **Added:** Later Realty (`later`, affiliate, disabled)\n  - `later`: slug `later` · lead source `later` · phone (855) 555-0151 · catalogue `ecat-standard` · affiliate id none\n  - pages: none',
    )
  })

  it('describes a moved section as a move, and claims added to a page', () => {
    const after = minimalSiteWith({
      routes: (config) => {
        const home = config.routes.find((route) => route.name === 'home')!
        home.blocks = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, type: 'TextSection', props: { paragraphs: [id] } }))
      },
    })
    const reordered = minimalSiteWith({
      routes: (config) => {
        const home = config.routes.find((route) => route.name === 'home')!
        home.blocks = ['a', 'e', 'b', 'c', 'd'].map((id) => ({
          id,
          type: 'TextSection',
          props: { paragraphs: [id === 'e' ? 'Price locked for 12 months' : id] },
        }))
      },
    })
    const markdown = formatSiteDiffMarkdown(diffSites(after, reordered), labels)
    expect(markdown).toContain('- **Blocks reordered:** `e` moved above `b`\n')
    expect(markdown).toContain('- **Claims added:** "Price locked" (price-lock) in `e`')
  })
})
