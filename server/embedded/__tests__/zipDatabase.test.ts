import express from 'express'
import { describe, expect, it, vi } from 'vitest'
import { embeddedLeadApiRouter } from '../lead-api/leadApiRouter.server.ts'
import { embeddedCustomerCallsRouter } from '../account-api/embeddedCustomerCallsRouter.server.ts'
import { loadServiceableArea, serviceableZips } from '../lead-api/serviceableArea.server.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { TEST_API_KEY, contextFor, listen, repoRoot } from '../../leads/__tests__/support/leadTestKit.ts'

// Counts the loads of the ZIP database (the `zipcodes` package, about 0.4 s of CPU to parse).
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('../zipDatabase.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../zipDatabase.server.ts')>()
  return {
    zipDatabase: () => {
      loads.count++
      return original.zipDatabase()
    },
  }
})

describe('the embedded services load the ZIP database on the first ZIP question, not at start', () => {
  it('making their routers loads nothing; a ZIP answer loads it, with the same answers', async () => {
    const storage = openSqliteStorage(':memory:')
    const ctx = contextFor(storage, 'http://127.0.0.1:9')
    const app = express()
    app.use(
      '/lead-api',
      embeddedCustomerCallsRouter(() => TEST_API_KEY),
    )
    app.use('/lead-api', embeddedLeadApiRouter(ctx))
    expect(loads.count).toBe(0)

    const server = await listen(app)
    try {
      const ask = async (path: string) =>
        (await fetch(`${server.url}/lead-api${path}`, { headers: { ApiKey: TEST_API_KEY } })).json() as Promise<unknown>
      const inside = serviceableZips(loadServiceableArea(repoRoot))[0]!
      loads.count = 0
      expect(await ask(`/Lead/IsZipcodeServiceableLeadAPI?zipCode=${inside}`)).toEqual({
        Status: 'Success',
        Data: { zipCode: inside, isZipCodeServiceable: true },
      })
      expect(loads.count).toBeGreaterThan(0)
      expect(await ask('/CJMA/IsZipcodeServiceable?zipCode=99999')).toMatchObject({ isServiceable: false })
      expect(await ask('/CJMA/IsZipcodeServiceable?zipCode=75201')).toMatchObject({ isServiceable: true, state: 'TX' })
    } finally {
      await server.close()
      await storage.close()
    }
  })
})
