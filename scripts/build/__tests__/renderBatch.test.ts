import { describe, expect, it } from 'vitest'
import { loadCheckedSite } from '../../../runtime/config/loadSite.server.ts'
import type { BlockConfig } from '../../../schemas/generated/routes.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { type RenderJob, type RenderedPage, renderBatch } from '../prerenderWorker.ts'

/**
 * Issue 27 (build peak memory): a render thread renders each page once, so it must not keep the pages of the batches
 * it is done with; before, each thread kept every page it had rendered, thousands in a full build.
 */
describe('a render thread keeps nothing of a batch it has answered', () => {
  const site = loadCheckedSite(repoRoot)
  const partnerRoutes = site.routes.filter((route) => route.partner && route.key.includes('/')).slice(0, 3)
  const jobs: RenderJob[] = partnerRoutes.map((route) => ({ url: route.path, key: route.key, requiresSignIn: false }))

  it("answers the batch's pages, then the pages it resolved are forgotten", async () => {
    const seen = new Map<string, BlockConfig[]>()
    const answer = await renderBatch(
      jobs,
      async (job) => {
        site.resolve(job.url)
        seen.set(job.url, site.table.match(job.url)!.route.blocks)
        return { ...job } as RenderedPage
      },
      site,
    )
    expect(answer).toEqual({ pages: jobs })
    for (const route of partnerRoutes) expect(route.blocks, route.path).not.toBe(seen.get(route.path))
  })

  it('answers the failure, and forgets the pages resolved before it', async () => {
    const [first] = partnerRoutes
    let resolved: BlockConfig[] | undefined
    const answer = await renderBatch(
      jobs,
      async (job) => {
        if (job !== jobs[0]) throw new Error(`prerendering ${job.url} failed`)
        site.resolve(job.url)
        resolved = first!.blocks
        return { ...job } as RenderedPage
      },
      site,
    )
    expect(answer).toEqual({ error: expect.stringContaining(`prerendering ${jobs[1]!.url} failed`) })
    expect(first!.blocks).not.toBe(resolved)
  })
})
