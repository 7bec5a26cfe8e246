import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A config reader that serves the real files but partners.json with `count` extra valid partners,
 * so the large-config figures come from memory and nothing is written to the repo.
 */
export function readerWithSyntheticPartners(root: string, count: number): (relativePath: string) => string {
  const real = (file: string) => readFileSync(join(root, file), 'utf8')
  // Serialised once: every checkSite run then parses the same text, as it would read it from disk.
  const partnersText = withSyntheticPartners(real('partners.json'), count)
  return (file) => (file === 'partners.json' ? partnersText : real(file))
}

/**
 * The text of partners.json with `count` valid partners appended, each an affiliate with the template routes
 * of an existing affiliate (named `Bench Partner <n>`, slug `benchpartner<nnnn>`).
 */
export function withSyntheticPartners(partnersText: string, count: number): string {
  const partners = JSON.parse(partnersText) as { partners: Array<{ kind: string; routes: string[] }> }
  const routes = templateRoutesOfAnAffiliate(partners.partners)
  const extra = Array.from({ length: count }, (_, i) => syntheticPartner(i + 1, routes))
  return JSON.stringify({ ...partners, partners: [...partners.partners, ...extra] }, null, 2)
}

/**
 * The template routes an existing affiliate lists (the one with most of them), so synthetic partners
 * expand exactly like a real one without the bench hard-coding route names that may change.
 */
function templateRoutesOfAnAffiliate(partners: ReadonlyArray<{ kind: string; routes: string[] }>): string[] {
  const affiliates = partners.filter((p) => p.kind === 'affiliate').sort((a, b) => b.routes.length - a.routes.length)
  const routes = affiliates[0]?.routes
  if (!routes?.length) throw new Error('bench: partners.json has no affiliate with template routes to copy')
  return routes
}

function syntheticPartner(n: number, routes: string[]) {
  const tag = `benchpartner${String(n).padStart(4, '0')}`
  return {
    id: `bench-partner-${String(n).padStart(4, '0')}`,
    name: `Bench Partner ${n}`,
    kind: 'affiliate',
    slug: tag,
    leadSource: tag,
    catalogId: 'ecat-standard',
    enabled: true,
    phone: '(855) 555-0199',
    routes,
  }
}
