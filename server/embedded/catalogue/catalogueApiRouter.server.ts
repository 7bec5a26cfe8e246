import { Router } from 'express'
import type { ServerContext } from '../../ServerContext.server.ts'
import { LocalCatalogueClient } from '../../catalogue/localCatalogue.server.ts'

/**
 * The embedded catalogue API: the catalogue files answered in the real API's shape, so pointing
 * CATALOGUE_API_URL at it exercises the same HTTP adapter as the real service.
 */
export function catalogueApiRouter(ctx: ServerContext): Router {
  const local = new LocalCatalogueClient(ctx.root)
  const router = Router()
  router.get('/catalogues/:catalogId', async (req, res) => {
    const catalogue = await local.catalogue(req.params.catalogId)
    if (!catalogue) {
      res.status(404).json({ error: 'not_found', message: `No catalogue "${req.params.catalogId}".` })
      return
    }
    res.json(catalogue)
  })
  return router
}
