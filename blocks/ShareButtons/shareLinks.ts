export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'pinterest' | 'email'

export interface SharedPage {
  url: string
  title: string
  description?: string
}

/** Each provider's share endpoint with the page's url, title and description (spec §7.5). */
export function shareUrl(network: ShareNetwork, page: SharedPage): string {
  const q = (params: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString()
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: page.url })}`
    case 'x':
      return `https://twitter.com/intent/tweet?${q({ url: page.url, text: page.title })}`
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${q({ mini: 'true', url: page.url, title: page.title, summary: page.description })}`
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${q({ url: page.url, description: page.description ? `${page.title} - ${page.description}` : page.title })}`
    case 'email': {
      // mailto wants %20 for spaces, not "+", so encode by hand.
      const body = [page.description, page.url].filter(Boolean).join('\n\n')
      return `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(body)}`
    }
  }
}

/**
 * window.open features for the share window: the spec's 640x480, centred over the current window,
 * without opener access for the provider's page.
 */
export function shareWindowFeatures(
  size: { width: number; height: number },
  screen: { left: number; top: number; width: number; height: number },
): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - size.width) / 2))
  const top = Math.max(0, Math.round(screen.top + (screen.height - size.height) / 2))
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top},noopener,noreferrer`
}

export const NETWORK_LABELS: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  email: 'E-mail',
}
