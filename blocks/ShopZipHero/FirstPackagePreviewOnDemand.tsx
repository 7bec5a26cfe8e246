import { onDemand } from '../shared/onDemand.tsx'

/**
 * The first package's preview, which only a partner's shop shows (inside the partner's card): /shop's ZIP hero does
 * not carry its code (issue 25: /shop's JavaScript before interaction).
 */
export const FirstPackagePreviewOnDemand = await onDemand(() =>
  import('./FirstPackagePreview.tsx').then((module) => module.FirstPackagePreview),
)
