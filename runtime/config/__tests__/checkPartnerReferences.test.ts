import { describe, expect, it } from 'vitest'
import { checkPartnerReferences } from '../checkPartnerReferences.ts'
import type { PartnerConfig } from '../../../schemas/generated/partners.ts'

const partner = (id: string, name: string, slug: string, enabled = true) =>
  ({ id, name, slug, enabled, catalogId: 'ecat-standard' }) as PartnerConfig

describe('the partner checks', () => {
  it('report an id, slug or affiliate id another partner has at the later one, with that partner as data', () => {
    const found: unknown[] = []
    checkPartnerReferences(
      [partner('keystone', 'Keystone Realty', 'keystone', false), partner('keystone', 'Keystone Homes', 'keystone')],
      { localIds: new Set(['ecat-standard']), remoteApiUrl: null },
      (_file, path, message, value, reused) => found.push({ path, value, reused, message }),
      () => undefined,
    )
    const owner = { id: 'keystone', name: 'Keystone Realty', enabled: false }
    expect(found).toEqual([
      {
        path: ['partners', 1, 'id'],
        value: 'keystone',
        reused: { field: 'id', value: 'keystone', owner },
        message: expect.stringMatching(/^id "keystone" of partner "keystone" is already used by Keystone Realty/),
      },
      {
        path: ['partners', 1, 'slug'],
        value: 'keystone',
        reused: { field: 'slug', value: 'keystone', owner },
        message: expect.stringMatching(/^slug "keystone" .* partners\[0\], disabled\)/),
      },
    ])
  })
})
