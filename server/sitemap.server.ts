import type { RequestHandler } from 'express'
import { sitemapXml } from '../services/frame/index.ts'
import { sitemapPagesWithContent } from '../runtime/routing/sitemapPagesWithContent.ts'
import { sitemapListers } from '../blocks/shared/sitemap/sitemapListers.server.ts'
import type { ServerContext } from './ServerContext.server.ts'
import { blockServicesFor, siteServicesOf } from './siteServices.server.ts'

/**
 * GET /sitemap.xml: every indexable page (no noindex route): the fixed paths of the route table, partner
 * pages expanded, and the help articles, blog posts, locations, products and categories from the content
 * and the catalogue. Express 5 passes a rejected promise (content source down) to the error handler.
 */
export function sitemapHandler(ctx: Pick<ServerContext, 'site' | 'root' | 'env' | 'upstreams'>): RequestHandler {
  return async (_req, res) => {
    const site = ctx.site()
    const pages = await sitemapPagesWithContent(blockServicesFor(siteServicesOf(ctx), site), sitemapListers)
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(site.config.brand.siteUrl, pages))
  }
}
