import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { phoneLoaders } from '../phoneLoaders.server.ts'

const BLOCKS = join(import.meta.dirname, '..', '..')

describe('phoneLoaders', () => {
  it('lists every block loader that declares the page’s numbers (setPhones), and no other', () => {
    const declaring = readdirSync(BLOCKS).filter((type) => {
      const file = join(BLOCKS, type, 'loader.server.ts')
      return existsSync(file) && /\bsetPhones\?*\.?\(/.test(readFileSync(file, 'utf8'))
    })
    expect(declaring.length).toBeGreaterThan(0)
    expect([...phoneLoaders.keys()].sort()).toEqual(declaring.sort())
  })
})
