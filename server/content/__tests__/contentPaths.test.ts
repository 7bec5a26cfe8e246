import { describe, expect, it } from 'vitest'
import { contentPaths } from '../contentPaths.server.ts'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

describe('contentPaths', () => {
  it('lists every page the content creates, and each of them renders', async () => {
    const paths = await contentPaths()
    expect(paths.filter((p) => p.path.startsWith('/help-center/articles/')).length).toBeGreaterThanOrEqual(40)
    expect(paths.filter((p) => p.path.startsWith('/smartcenter/'))).toHaveLength(10)
    expect(paths.map((p) => p.path)).toContain('/locations/texas/dallas')
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length)
    for (const { path } of paths) await expect(renderUrl(path), path).resolves.toBeTruthy()
  }, 60_000)
})
