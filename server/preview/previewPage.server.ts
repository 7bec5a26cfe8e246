import type { PreviewLinkCheck } from './previewLinks.server.ts'

/**
 * What a preview adds to every page, and its refusal page. These texts are for reviewers of a change, not
 * the site's visitors, so they live here with the preview mode rather than in the site's config.
 */
const ROBOTS_META = '<meta name="robots" content="noindex, nofollow">'

export function previewBannerHtml(branch: string): string {
  return (
    '<div role="region" aria-label="Preview" data-preview-banner=""' +
    ' style="background:#1f2937;color:#fff;font:600 15px/1.4 system-ui,sans-serif;padding:10px 16px;text-align:center">' +
    `Preview of the branch <strong>${escapeHtml(branch)}</strong>, not the live site. ` +
    'Forms sent here stay in this preview and never reach the company.</div>'
  )
}

/**
 * The page with the preview's marks: robots meta replaced by noindex, the banner first in the body (in the
 * flow, above the site's header, so it covers nothing, and outside the app's root, so hydration is unaffected).
 */
export function withPreviewMarks(html: string, branch: string): string {
  const withoutRobots = html.replace(/<meta\s+name=["']robots["'][^>]*>/gi, '')
  const withMeta = /<head[^>]*>/i.test(withoutRobots)
    ? withoutRobots.replace(/<head[^>]*>/i, (head) => `${head}${ROBOTS_META}`)
    : `${ROBOTS_META}${withoutRobots}`
  return /<body[^>]*>/i.test(withMeta)
    ? withMeta.replace(/<body[^>]*>/i, (body) => `${body}${previewBannerHtml(branch)}`)
    : withMeta
}

const REFUSALS: Record<Exclude<PreviewLinkCheck, 'valid'> | 'unsigned', { title: string; text: string }> = {
  expired: {
    title: 'This preview link has expired',
    text: 'Preview links work for a limited time. Ask the person who sent it to you for a new link.',
  },
  invalid: {
    title: 'This preview link is not valid',
    text: 'The link may have been cut or changed. Ask the person who sent it to you for a new link.',
  },
  unsigned: {
    title: 'This preview needs a preview link',
    text: 'Open it with the link you were given (it expires after a while), or ask the person who shares previews for one.',
  },
}

/** The 403 page of a request without a valid link: says why, in words, and how to get in. */
export function previewRefusalHtml(reason: keyof typeof REFUSALS): string {
  const { title, text } = REFUSALS[reason]
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${ROBOTS_META}<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#111"><main><h1>${title}</h1><p>${text}</p></main></body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
