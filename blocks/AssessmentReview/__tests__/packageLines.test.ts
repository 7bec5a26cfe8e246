import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import type { AddedDevice, PackageItem } from '../../../services/assessment/index.ts'
import { packageLineText, packageLines } from '../packageLines.ts'

const schema = JSON.parse(readFileSync(join(repoRoot, 'blocks/AssessmentReview/schema.json'), 'utf8'))
const texts = { withAddedText: schema.properties.withAddedText.default as string }

const item = (type: string, quantity: number, name = type): PackageItem => ({ type, name, quantity })
const added = (type: string, quantity: number, unitPrice: number): AddedDevice => ({
  id: type.toLowerCase(),
  type,
  name: type,
  quantity,
  unitPrice,
})

describe('packageLines (sixth walkthrough, D17)', () => {
  it('puts the added units of a kind the package has on its line, and lists the other kinds apart', () => {
    const sensors = added('Door/Window Sensor', 2, 29.99)
    const lock = added('Smart Deadbolt Lock', 1, 229.99)
    const { lines, separate } = packageLines(
      [item('Panel', 1), item('Door/Window Sensor', 6), item('Motion Sensor', 1)],
      [sensors, lock],
    )
    expect(lines.map((line) => [line.item.type, line.added])).toEqual([
      ['Panel', null],
      ['Door/Window Sensor', sensors],
      ['Motion Sensor', null],
    ])
    expect(separate).toEqual([lock])
  })

  it('adds a kind once, on the first line of it', () => {
    const sensors = added('Sensor', 2, 29.99)
    const { lines, separate } = packageLines(
      [item('Sensor', 3, 'Door Sensor'), item('Sensor', 1, 'Window Sensor')],
      [sensors],
    )
    expect(lines.map((line) => line.added)).toEqual([sensors, null])
    expect(separate).toEqual([])
  })

  it('says how many in all, how many the package brings, how many are added and what they cost', () => {
    const [sensorLine] = packageLines([item('Door/Window Sensor', 6)], [added('Door/Window Sensor', 2, 29.99)]).lines
    expect(packageLineText(sensorLine!, texts)).toBe('8 × Door/Window Sensor (6 in the package + 2 added, $59.98)')
    // Three at $29.99 is $89.97 to the cent, not $89.97000000000001.
    const [three] = packageLines([item('Door/Window Sensor', 3)], [added('Door/Window Sensor', 3, 29.99)]).lines
    expect(packageLineText(three!, texts)).toBe('6 × Door/Window Sensor (3 in the package + 3 added, $89.97)')
  })

  it('names a package device alone by its quantity and name', () => {
    const { lines } = packageLines([item('Panel', 1, 'Harbor Home XT Panel'), item('Motion Sensor', 2)], [])
    expect(lines.map((line) => packageLineText(line, texts))).toEqual(['Harbor Home XT Panel', '2 × Motion Sensor'])
  })
})
