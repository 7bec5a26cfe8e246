/** Where the Express chain mounts its own routers; no page is served from under them. */
export const ROUTER_MOUNTS = ['/api', '/embedded', '/sitemap.xml'] as const
