import { useData } from 'vike-react/useData'
import type { PageModel } from '../../runtime/PageModel.ts'
import { PageView } from '../../runtime/render/PageView.tsx'
import { frameParts } from '../../blocks/frameParts.ts'

export default function Page() {
  return <PageView model={useData<PageModel>()} frame={frameParts} />
}
