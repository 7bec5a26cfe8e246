import { siteRuntimeFor } from '../../runtime/render/siteRuntimeFor.server.ts'

/** The pages whose HTML is the same for every request (render "static" in routes.json), one per declared query value. */
export default function onBeforePrerenderStart(): string[] {
  return siteRuntimeFor({}).prerenderUrls()
}
