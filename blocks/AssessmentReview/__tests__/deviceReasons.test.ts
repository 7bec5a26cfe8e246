import { describe, expect, it } from 'vitest'
import { deviceReason } from '../deviceReasons.ts'

const questions = [
  {
    id: 'q',
    options: [
      { id: 'doors', label: '3 doors', because: 'you have 3 outside doors' },
      { id: 'windows', label: '4 to 8', because: 'you have 4 to 8 reachable windows' },
      { id: 'garage', label: 'Attached garage', because: 'you have an attached garage' },
      { id: 'plain', label: 'No label reason' },
    ],
  },
]
const texts = { becauseText: 'because you said {{reasons}}', andText: 'and' }

describe('deviceReason', () => {
  it.each([
    [['garage'], 'because you said you have an attached garage'],
    [['doors', 'garage'], 'because you said you have 3 outside doors and you have an attached garage'],
    [
      ['doors', 'windows', 'garage'],
      'because you said you have 3 outside doors, you have 4 to 8 reachable windows and you have an attached garage',
    ],
    [['plain'], 'because you said No label reason'],
  ])('%j → %s', (ids, text) => {
    expect(deviceReason('Door/Window Sensor', { 'Door/Window Sensor': ids }, questions, texts)).toBe(text)
  })

  it('gives no reason for a device no answer asked for', () => {
    expect(deviceReason('Panel', { 'Door/Window Sensor': ['doors'] }, questions, texts)).toBeNull()
  })
})
