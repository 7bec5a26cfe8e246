import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PageModel } from '../../runtime/PageModel.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { siteRuntimeFor } from '../../runtime/render/siteRuntimeFor.server.ts'

export type Data = PageModel

export async function data(pageContext: PageContextServer): Promise<Data> {
  const runtime = siteRuntimeFor(pageContext)
  const page = runtime.resolve(pageContext.urlOriginal)
  if (page.status === 404) throw render(404)
  return runBlockLoaders(page, runtime)
}
