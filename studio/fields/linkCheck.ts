/**
 * Whether a link in a block prop leads somewhere on the site: site paths must match a route of the route
 * table (a `:param` or `{placeholder}` segment matches any one segment); external links pass as written.
 * Returns a message for the editor, or null when the link is fine.
 */
export function linkProblem(href: string, routePaths: readonly string[]): string | null {
  if (href === '' || /^(https:\/\/|tel:|mailto:|#)/.test(href)) return null
  if (!href.startsWith('/')) return 'a link starts with /, https://, tel:, mailto: or #'
  const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  return routePaths.some((route) => pathMatches(route, path)) ? null : `no page of the site answers ${path}`
}

function pathMatches(route: string, path: string): boolean {
  const routeParts = route.replace(/\/+$/, '').split('/')
  const pathParts = path.split('/')
  if (route === '/' || path === '/') return route.replace(/\/+$/, '') === path.replace(/\/+$/, '')
  if (routeParts.length !== pathParts.length) return false
  return routeParts.every((part, i) => part === pathParts[i] || /^:/.test(part) || /\{[^}]+\}/.test(part))
}
