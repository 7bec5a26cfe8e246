import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PageModel } from '../../runtime/PageModel.ts'
import { PageNotFound } from '../../runtime/render/BlockLoader.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { siteRuntimeFor } from '../../runtime/render/siteRuntimeFor.server.ts'
import { currentSchedules, isPartnerPageLive } from '../../runtime/render/currentSchedules.ts'
import { blockLoaders } from '../../blocks/loaders.server.ts'
import { blockServicesFor, siteServicesFor } from '../../server/siteServices.server.ts'

export type Data = PageModel

export async function data(pageContext: PageContextServer): Promise<Data> {
  const runtime = siteRuntimeFor(pageContext)
  const now = Date.now()
  // Schedules start and end on the clock, not on a deploy: request-time pages drop what is outside its window.
  const resolved = currentSchedules(runtime.resolve(pageContext.urlOriginal), now)
  // A signed-in customer's request: the header and footer render them signed in (never while prerendering).
  const signedIn = pageContext.isPrerendering ? null : pageContext.signedInCustomer
  // A lead form posted without scripts shows the state the post left it in (its thank-you, or its errors).
  const formPost = pageContext.isPrerendering ? undefined : pageContext.postedLeadForm
  const page =
    signedIn || formPost
      ? {
          ...resolved,
          context: { ...resolved.context, ...(signedIn ? { signedIn } : {}), ...(formPost ? { formPost } : {}) },
        }
      : resolved
  if (page.status === 404) throw render(404)
  // A partner's page outside the partner's schedule does not exist; the build still prerenders it for later.
  if (!pageContext.isPrerendering && !isPartnerPageLive(page.context.partner, now)) throw render(404)
  try {
    const services = blockServicesFor(siteServicesFor(pageContext), runtime)
    const visit = pageContext.isPrerendering ? undefined : pageContext.visitDetails
    return await runBlockLoaders(page, visit ? { ...services, visit } : services, blockLoaders)
  } catch (error) {
    // A loader found that the URL's parameters name no content (an unknown article id, state or post).
    if (error instanceof PageNotFound) throw render(404)
    throw error
  }
}
