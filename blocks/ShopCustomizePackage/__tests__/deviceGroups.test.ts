import { describe, expect, it } from 'vitest'
import { deviceGroups } from '../deviceGroups.ts'

const TITLES = {
  'sensors-devices': 'Sensors and Devices',
  'security-cameras': 'Security Cameras',
  'home-automation': 'Home Automation',
  'iq-compatible': 'IQ Compatible',
}
const device = (slug: string, ...categories: string[]) => ({ product: { slug }, categories })

describe('deviceGroups', () => {
  it('puts each device under its first named category, the groups in the order of their first device', () => {
    const groups = deviceGroups(
      [
        device('door-window-sensor', 'sensors-devices', 'iq-compatible'),
        device('indoor-camera', 'security-cameras', 'iq-compatible'),
        device('smart-lock', 'home-automation'),
        device('key-fob', 'sensors-devices', 'xt-compatible'),
        device('doorbell-camera', 'security-cameras'),
      ],
      TITLES,
      'Other devices',
    )
    expect(groups).toEqual([
      { title: 'Sensors and Devices', slugs: ['door-window-sensor', 'key-fob'] },
      { title: 'Security Cameras', slugs: ['indoor-camera', 'doorbell-camera'] },
      { title: 'Home Automation', slugs: ['smart-lock'] },
    ])
  })

  it('skips categories the shop does not name, and puts a device in none last, under the other title', () => {
    const groups = deviceGroups(
      [device('mystery-box'), device('smart-plug', 'unnamed', 'home-automation'), device('chime', 'unnamed')],
      TITLES,
      'Other devices',
    )
    expect(groups).toEqual([
      { title: 'Home Automation', slugs: ['smart-plug'] },
      { title: 'Other devices', slugs: ['mystery-box', 'chime'] },
    ])
  })

  it('never takes an inherited property for a category title', () => {
    expect(deviceGroups([device('odd', 'constructor')], TITLES, 'Other devices')).toEqual([
      { title: 'Other devices', slugs: ['odd'] },
    ])
  })
})
