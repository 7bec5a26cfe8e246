import { siteRuntimeFor } from '../../runtime/render/siteRuntimeFor.server.ts'
import { prerenderQueryValues } from '../../server/content/prerenderQueryValues.server.ts'
import { siteServicesFor } from '../../server/siteServices.server.ts'

/** The pages whose HTML is the same for every request (render "static" in routes.json), one per listed query value. */
export default async function onBeforePrerenderStart(): Promise<string[]> {
  return siteRuntimeFor({}).prerenderUrls(await prerenderQueryValues(siteServicesFor({}).content))
}
