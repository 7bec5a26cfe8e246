import type { RequestHandler } from 'express'
import { sitemapPages } from '../runtime/routing/sitemapPages.ts'
import { sitemapXml } from '../services/frame/index.ts'
import type { ServerContext } from './ServerContext.server.ts'

/** GET /sitemap.xml: the indexable pages of the current route table (partner pages expanded, no noindex). */
export function sitemapHandler(ctx: Pick<ServerContext, 'site'>): RequestHandler {
  return (_req, res) => {
    const site = ctx.site()
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(site.config.brand.siteUrl, sitemapPages(site)))
  }
}
