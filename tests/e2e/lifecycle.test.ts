import { describe, expect, it } from 'vitest'
import { startProductionServer } from '../../scripts/lib/productionServer.ts'
import { repoRoot } from '../support/fixtureSite.ts'

describe('server lifecycle', () => {
  it('finishes requests in flight on SIGTERM, then exits cleanly', async () => {
    const server = await startProductionServer(repoRoot)
    const inFlight = fetch(`${server.baseUrl}/terms?termsSection=_FreeProfessionalInstallationPromotion`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const exitCode = server.stop()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<main id="main"')
    expect(await exitCode).toBe(0)
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow()
  })

  it('refuses to start when a service URL is set without its key', async () => {
    await expect(startProductionServer(repoRoot, { LEAD_API_URL: 'https://leads.example.com' })).rejects.toThrow(
      /LEAD_API_URL is set, so LEAD_API_KEY is required/,
    )
  })

  it('refuses to start when TRUST_PROXY would believe every X-Forwarded-For', async () => {
    await expect(startProductionServer(repoRoot, { TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY must name the proxies' addresses or a hop count/)
  })

  it('reports a configured service as remote without exposing its key', async () => {
    const server = await startProductionServer(repoRoot, { LEAD_API_URL: 'https://leads.example.com', LEAD_API_KEY: 'secret-key-1234567890' })
    try {
      const health = await (await fetch(`${server.baseUrl}/api/health`)).text()
      expect(JSON.parse(health).upstreams.leadApi).toBe('remote')
      expect(health).not.toContain('secret-key')
      expect(server.output()).not.toContain('secret-key')
    } finally {
      await server.stop()
    }
  })
})
