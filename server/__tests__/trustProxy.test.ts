import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { UpstreamConfigError } from '../upstreams.server.ts'
import { DEFAULT_TRUST_PROXY, trustProxySetting } from '../trustProxy.server.ts'

/** The client address Express reports for a request from this machine carrying X-Forwarded-For. */
async function reportedAddress(setting: string | number, forwardedFor: string): Promise<string | undefined> {
  const app = express()
  app.set('trust proxy', setting)
  app.get('/', (req, res) => void res.json({ ip: req.ip }))
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: { 'X-Forwarded-For': forwardedFor },
    })
    return ((await response.json()) as { ip?: string }).ip
  } finally {
    server.close()
  }
}

describe('TRUST_PROXY', () => {
  it('defaults to a proxy on this machine only', () => {
    expect(trustProxySetting({})).toBe(DEFAULT_TRUST_PROXY)
    expect(trustProxySetting({ TRUST_PROXY: '  ' })).toBe('loopback')
  })

  it('takes a hop count or a list of addresses and subnets', () => {
    expect(trustProxySetting({ TRUST_PROXY: '2' })).toBe(2)
    expect(trustProxySetting({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' })).toBe('10.0.0.0/8, 192.168.1.5')
    expect(trustProxySetting({ TRUST_PROXY: 'loopback, uniquelocal' })).toBe('loopback, uniquelocal')
  })

  it.each(['true', 'TRUE', 'false'])(
    'refuses "%s": trusting everyone lets a visitor pick the counted address',
    (value) => {
      expect(() => trustProxySetting({ TRUST_PROXY: value })).toThrow(UpstreamConfigError)
    },
  )

  it('refuses what is not an address, with the value in the message', () => {
    expect(() => trustProxySetting({ TRUST_PROXY: 'load-balancer.internal' })).toThrow(
      /TRUST_PROXY "load-balancer.internal"/,
    )
  })

  it('decides whose X-Forwarded-For counts', async () => {
    // The request comes from 127.0.0.1: trusted by default, so the forwarded address is the client's.
    expect(await reportedAddress(trustProxySetting({}), '203.0.113.7')).toBe('203.0.113.7')
    // Trusting only another subnet, the proxy's own address is the client's.
    expect(await reportedAddress(trustProxySetting({ TRUST_PROXY: '10.0.0.0/8' }), '203.0.113.7')).toBe('127.0.0.1')
  })
})
