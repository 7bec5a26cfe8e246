import { describe, expect, it } from 'vitest'
import {
  type OptionSignal,
  recommendPackage,
  shopHrefFor,
  signalsFor,
  statedBudget,
  totalNeeds,
  unansweredQuestions,
} from '../index.ts'

const packages = [
  {
    id: 'basic',
    title: 'Basic',
    listPrice: 300,
    items: [
      { type: 'Panel', name: 'Touch Panel', quantity: 1 },
      { type: 'Door/Window Sensor', name: 'Door/Window Sensor', quantity: 3 },
    ],
  },
  {
    id: 'video',
    title: 'Video',
    listPrice: 700,
    items: [
      { type: 'Panel', name: 'Touch Panel', quantity: 1 },
      { type: 'Door/Window Sensor', name: 'Door/Window Sensor', quantity: 4 },
      { type: 'Outdoor Camera', name: 'Outdoor Camera', quantity: 2 },
      { type: 'Doorbell Camera', name: 'Video Doorbell', quantity: 1 },
    ],
  },
  {
    id: 'hub',
    title: 'Smart Hub',
    listPrice: 900,
    items: [
      { type: 'Panel', name: 'Hub Panel', quantity: 1 },
      { type: 'Smart Hub', name: 'Z-Wave Hub', quantity: 1 },
      { type: 'Door/Window Sensor', name: 'Door/Window Sensor', quantity: 4 },
    ],
  },
]
const devices = [
  { id: 'dw', type: 'Door/Window Sensor', name: 'Door/Window Sensor', price: 30 },
  { id: 'cam', type: 'Outdoor Camera', name: 'Outdoor Camera', price: 200 },
  { id: 'cam-budget', type: 'Outdoor Camera', name: 'Outdoor Camera Lite', price: 150 },
  { id: 'bell', type: 'Doorbell Camera', name: 'Video Doorbell', price: 180 },
  { id: 'lock', type: 'Smart Lock', name: 'Smart Lock', price: 220 },
]
const option = (id: string, needs: OptionSignal['needs'], budgetMax?: number): OptionSignal => ({
  id,
  needs,
  ...(budgetMax ? { budgetMax } : {}),
})

describe('recommendPackage', () => {
  it('recommends the cheapest package when the answers ask for nothing it lacks', () => {
    const result = recommendPackage({
      selected: [option('doors', [{ type: 'Door/Window Sensor', quantity: 2 }])],
      packages,
      devices,
    })!
    expect(result.package.id).toBe('basic')
    expect(result.addDevices).toEqual([])
    expect(result.estimatedTotal).toBe(300)
  })

  it('adds the shortfall of each needed type, using the cheapest device of that type', () => {
    const result = recommendPackage({
      selected: [
        option('doors', [{ type: 'Door/Window Sensor', quantity: 5 }]),
        option('lock', [{ type: 'Smart Lock', quantity: 1 }]),
      ],
      packages,
      devices,
    })!
    expect(result.package.id).toBe('basic')
    expect(result.addDevices).toEqual([
      { id: 'dw', type: 'Door/Window Sensor', name: 'Door/Window Sensor', quantity: 2, unitPrice: 30 },
      { id: 'lock', type: 'Smart Lock', name: 'Smart Lock', quantity: 1, unitPrice: 220 },
    ])
    expect(result.estimatedTotal).toBe(300 + 60 + 220)
  })

  it('sums the same type across answers, and moves up to a bundle when it is cheaper than adding devices', () => {
    // Basic: 300 + 2 cameras (300) + doorbell (180) = 780 > Video 700, which includes them.
    const result = recommendPackage({
      selected: [
        option('outdoor', [{ type: 'Outdoor Camera', quantity: 1 }]),
        option('driveway', [{ type: 'Outdoor Camera', quantity: 1 }]),
        option('porch', [{ type: 'Doorbell Camera', quantity: 1 }]),
      ],
      packages,
      devices,
    })!
    expect(result.needs).toEqual([
      { type: 'Outdoor Camera', quantity: 2 },
      { type: 'Doorbell Camera', quantity: 1 },
    ])
    expect(result.package.id).toBe('video')
    expect(result.addDevices).toEqual([])
    expect(result.estimatedTotal).toBe(700)
  })

  it('stays with the smaller package while adding devices is cheaper', () => {
    const result = recommendPackage({
      selected: [option('outdoor', [{ type: 'Outdoor Camera', quantity: 2 }])],
      packages,
      devices,
    })!
    // Basic + 2 × 150 = 600 < Video 700.
    expect(result.package.id).toBe('basic')
    expect(result.addDevices).toEqual([
      { id: 'cam-budget', type: 'Outdoor Camera', name: 'Outdoor Camera Lite', quantity: 2, unitPrice: 150 },
    ])
  })

  it('chooses the only package that has what cannot be added separately', () => {
    const result = recommendPackage({
      selected: [option('automation', [{ type: 'Smart Hub', quantity: 1 }])],
      packages,
      devices,
    })!
    expect(result.package.id).toBe('hub')
    expect(result.uncovered).toEqual([])
  })

  it('reports a need nothing covers instead of failing', () => {
    const result = recommendPackage({
      selected: [option('drone', [{ type: 'Security Drone', quantity: 1 }])],
      packages,
      devices,
    })!
    expect(result.package.id).toBe('basic')
    expect(result.uncovered).toEqual([{ type: 'Security Drone', quantity: 1 }])
  })

  it('breaks a price tie by fewer added devices, then by the lower list price', () => {
    const tied = [
      { id: 'a', title: 'A', listPrice: 100, items: [{ type: 'Door/Window Sensor', name: 'DW', quantity: 1 }] },
      { id: 'b', title: 'B', listPrice: 130, items: [{ type: 'Door/Window Sensor', name: 'DW', quantity: 2 }] },
    ]
    const result = recommendPackage({
      selected: [option('doors', [{ type: 'Door/Window Sensor', quantity: 2 }])],
      packages: tied,
      devices,
    })!
    expect(result.package.id).toBe('b')
  })

  it('checks the total against the largest budget stated', () => {
    const selected = [
      option('cams', [
        { type: 'Outdoor Camera', quantity: 2 },
        { type: 'Doorbell Camera', quantity: 1 },
      ]),
      option('upfront', undefined, 500),
      option('monthly', undefined, 960),
    ]
    expect(statedBudget(selected)).toBe(960)
    const result = recommendPackage({ selected, packages, devices })!
    expect([result.budget, result.withinBudget]).toEqual([960, true])
    const tight = recommendPackage({ selected: [selected[0]!, option('upfront', undefined, 500)], packages, devices })!
    expect([tight.budget, tight.withinBudget]).toEqual([500, false])
    expect(recommendPackage({ selected: [], packages, devices })!.withinBudget).toBeNull()
  })

  it('gives nothing without packages', () => {
    expect(recommendPackage({ selected: [], packages: [], devices })).toBeNull()
  })

  it('ignores answers that call for nothing', () => {
    expect(totalNeeds([option('none', undefined), option('empty', [])])).toEqual([])
  })
})

describe('shopHrefFor', () => {
  it('opens the shop with the package selected, customising, and each added unit listed', () => {
    expect(
      shopHrefFor({
        package: { id: 'harbor-smart' },
        addDevices: [
          { id: 'outdoor-camera', type: 'Outdoor Camera', name: 'Outdoor Camera', quantity: 2, unitPrice: 1 },
          { id: 'smart-lock', type: 'Smart Lock', name: 'Smart Lock', quantity: 1, unitPrice: 1 },
        ],
      }),
    ).toBe('/shop?package=harbor-smart&customize=1&add=outdoor-camera,outdoor-camera,smart-lock')
    expect(shopHrefFor({ package: { id: 'basic' }, addDevices: [] })).toBe('/shop?package=basic&customize=1')
  })
})

describe('answers against the questionnaire', () => {
  const questions = [
    { id: 'q1', options: [option('q1.a', [{ type: 'X', quantity: 1 }]), option('q1.b', undefined)] },
    { id: 'q2', options: [option('q2.a', undefined), option('q2.b', undefined)] },
  ]
  it('finds the configured options behind the answers, dropping answers to options that no longer exist', () => {
    const selected = [
      { id: 'q1.a', questionId: 'q1' },
      { id: 'gone', questionId: 'q9' },
    ]
    expect(signalsFor(questions, selected).map((o) => o.id)).toEqual(['q1.a'])
    expect(unansweredQuestions(questions, selected)).toEqual([1])
  })
})
