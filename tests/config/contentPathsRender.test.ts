import { describe, expect, it } from 'vitest'
import { contentPaths } from '../support/contentPaths.ts'
import { renderUrl } from '../support/renderUrl.tsx'
import { realSiteServices } from '../support/siteServices.ts'

describe('pages made from the content', () => {
  it('every page the content creates renders', async () => {
    const paths = await contentPaths(realSiteServices().content)
    expect(paths.filter((p) => p.path.startsWith('/help-center/articles/')).length).toBeGreaterThanOrEqual(40)
    expect(paths.filter((p) => p.path.startsWith('/smartcenter/'))).toHaveLength(10)
    expect(paths.map((p) => p.path)).toContain('/locations/texas/dallas')
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length)
    for (const { path } of paths) await expect(renderUrl(path), path).resolves.toBeTruthy()
  }, 60_000)
})
