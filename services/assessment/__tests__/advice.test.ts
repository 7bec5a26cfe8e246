import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import type { Catalogue } from '../../catalogue/index.ts'
import type { AssessmentQuestionsConfig } from '../../../schemas/generated/assessmentQuestions.ts'
import { recommendPackage, recommendationCatalogue, signalsFor, totalNeeds } from '../index.ts'

// The site's own questionnaire and the default shop catalogue: the advice a visitor really gets (issue 25 item 5).
const read = <T>(path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as T
const { questions } = read<AssessmentQuestionsConfig>('site-config/assessment/questions.json')
const catalogue = read<Catalogue>('site-config/catalog/catalogs/ecat-standard.json')
const { needProducts } = read<{ needProducts: Record<string, string> }>('site-config/assessment/catalogue.json')
const shop = recommendationCatalogue(catalogue, needProducts)

/** The answers as the store keeps them: each option with its question's id ("garage.attached" → "garage"). */
const answers = (ids: string[]) => ids.map((id) => ({ id, questionId: id.split('.')[0]! }))
const advise = (ids: string[]) =>
  recommendPackage({
    selected: signalsFor(questions, answers(ids)),
    ...shop,
  })!

/** The reviewer's answers: 3 doors, 4–8 windows, an attached garage and a $500–$1,000 budget (issue 25). */
const REVIEWER = [
  'home-type.house',
  'home-size.1500-2500',
  'floors.two',
  'entry-doors.three',
  'ground-windows.some',
  'garage.attached',
  'household.away-weekdays',
  'household.children',
  'priorities.break-ins',
  'priorities.package-theft',
  'priorities.outdoor-cameras',
  'priorities.life-safety',
  'budget.500-1000',
  'monthly.pay-upfront',
  'installation.professional',
]
/** The fifth walkthrough's home: 3 doors, 4–8 windows, an attached garage, out during the day, break-ins first. */
const WALKTHROUGH = [
  'home-type.house',
  'home-size.1500-2500',
  'floors.one',
  'entry-doors.three',
  'ground-windows.some',
  'garage.attached',
  'household.away-weekdays',
  'pets.none',
  'priorities.break-ins',
  'budget.500-1000',
  'monthly.pay-upfront',
  'installation.professional',
]
const SMALL = ['home-type.apartment', 'entry-doors.one-two', 'ground-windows.few', 'garage.none', 'budget.under-500']
const BASIC = ['entry-doors.three', 'ground-windows.some', 'garage.attached', 'budget.500-1000']

/** Package plus devices cost for a package alone, when it covers every need without add-ons. */
const coversAlone = (ids: string[]) => {
  const needs = totalNeeds(signalsFor(questions, answers(ids)))
  return shop.packages.filter((pkg) =>
    needs.every(
      (need) =>
        pkg.items.filter((item) => item.type === need.type).reduce((sum, item) => sum + item.quantity, 0) >=
        need.quantity,
    ),
  )
}

describe('the cheapest package that covers the answers', () => {
  it.each([
    ['an apartment, two doors', SMALL, 'STD-STARTER-PACKAGE', 349.99],
    ['3 doors, 4–8 windows, an attached garage', BASIC, 'STD-STARTER-PACKAGE', 349.99 + 4 * 29.99 + 59.99],
    [
      'the reviewer: cameras, smoke and a lock too',
      REVIEWER,
      'STD-COMPLETE-PACKAGE',
      1399.99 + 2 * 29.99 + 59.99 + 69.99,
    ],
  ])('%s', (_name, answers, packageId, total) => {
    const advice = advise(answers)
    expect(advice.package.id).toBe(packageId)
    expect(advice.estimatedTotal).toBeCloseTo(total, 2)
    expect(advice.uncovered).toEqual([])
    // Never dearer than a package that covers everything on its own.
    for (const pkg of coversAlone(answers)) expect(advice.estimatedTotal).toBeLessThanOrEqual(pkg.listPrice)
  })
})

describe('inside the stated budget', () => {
  it.each([
    ['within budget: no second choice', BASIC, 1000, true, null],
    [
      'over budget: the complete one, and beside it the most that fits $1,000',
      REVIEWER,
      1000,
      false,
      'STD-STARTER-PACKAGE',
    ],
  ])('%s', (_name, answers, budget, within, choicePackage) => {
    const advice = advise(answers)
    expect(advice.budget).toBe(budget)
    expect(advice.withinBudget).toBe(within)
    expect(advice.budgetChoice?.package.id ?? null).toBe(choicePackage)
    if (advice.budgetChoice) {
      expect(advice.budgetChoice.estimatedTotal).toBeLessThanOrEqual(budget)
      expect(advice.budgetChoice.leftOut.length).toBeGreaterThan(0)
      // Doors and windows come first: the within-budget system still covers every door, window and the garage.
      expect(advice.budgetChoice.leftOut.map((need) => need.type)).not.toContain('Door/Window Sensor')
    }
  })
})

describe('an up-front budget and a monthly one (the second walkthrough: $500–$1,000 up front, $20–$40 a month)', () => {
  const FINANCING = REVIEWER.map((id) => (id === 'monthly.pay-upfront' ? 'monthly.20-40' : id))

  it('the complete system fits the monthly budget when financed, and beside it the most $1,000 up front covers', () => {
    const advice = advise(FINANCING)
    expect(advice.package.id).toBe('STD-COMPLETE-PACKAGE')
    // $40 a month over 48 payments: $1,920, the largest budget the answers state.
    expect([advice.budget, advice.budgetFinanced, advice.withinBudget]).toEqual([1920, true, true])
    expect(advice.overSmallerBudget).toEqual({ amount: 1000, financed: false })
    expect(advice.budgetChoice?.package.id).toBe('STD-STARTER-PACKAGE')
    expect(advice.budgetChoice?.budget).toEqual({ amount: 1000, financed: false })
    expect(advice.budgetChoice!.estimatedTotal).toBeLessThanOrEqual(1000)
  })

  it('a system within the up-front budget needs no second choice, however the monthly answer reads', () => {
    const advice = advise(BASIC.concat('monthly.20-40'))
    expect([advice.withinBudget, advice.overSmallerBudget, advice.budgetChoice]).toEqual([true, null, null])
  })

  it('over a monthly budget smaller than the up-front one: the choice fits the monthly one', () => {
    const advice = advise(
      REVIEWER.map(
        (id) => ({ 'budget.500-1000': 'budget.1000-2000', 'monthly.pay-upfront': 'monthly.up-to-20' })[id] ?? id,
      ),
    )
    expect([advice.budget, advice.budgetFinanced, advice.withinBudget]).toEqual([2000, false, true])
    expect(advice.budgetChoice?.budget).toEqual({ amount: 960, financed: true })
  })
})

describe('one up-front figure: the equipment and its installation (fifth walkthrough, D13)', () => {
  it("the walkthrough's home: $719.91 of equipment and the Starter's $99 installation are $818.91 up front", () => {
    const advice = advise(WALKTHROUGH)
    expect(advice.package).toMatchObject({ id: 'STD-STARTER-PACKAGE', installation: 99, monitoring: 39.99 })
    expect(advice.estimatedTotal).toBe(719.91)
    expect(advice.upFrontTotal).toBe(818.91)
  })

  it('a package with free installation costs its equipment up front, and so does the within-budget choice', () => {
    const advice = advise(REVIEWER)
    expect(advice.package.installation).toBe(0)
    expect(advice.upFrontTotal).toBe(advice.estimatedTotal)
    const choice = advice.budgetChoice!
    expect(choice.upFrontTotal).toBe(839.89 + 99)
  })
})

describe('the within-budget choice as the buyer pays it (third walkthrough)', () => {
  const FINANCING = REVIEWER.map((id) => (id === 'monthly.pay-upfront' ? 'monthly.20-40' : id))

  it('pays its installation out of the budget too: equipment and installation at most $1,000', () => {
    const choice = advise(FINANCING).budgetChoice!
    expect(choice.package.id).toBe('STD-STARTER-PACKAGE')
    expect(choice.package.installation).toBe(99)
    expect(choice.estimatedTotal + choice.package.installation!).toBeLessThanOrEqual(1000)
  })

  it('names what it leaves out as the catalogue sells it', () => {
    const { budgetChoice } = advise(FINANCING)
    const sold = new Set(shop.devices.map((device) => device.name))
    expect(budgetChoice!.leftOut.length).toBeGreaterThan(0)
    for (const need of budgetChoice!.leftOut) expect(sold, need.name).toContain(need.name)
    expect(budgetChoice!.leftOut.map((need) => need.name)).toContain('Video Doorbell')
  })

  it('ranks packages by what they cost up front: the Starter’s $99 installation counts', () => {
    // A need the Smart Home Package meets alone at $749.99, installed free; the Starter would need $99 more.
    const starter = shop.packages.find((pkg) => pkg.id === 'STD-STARTER-PACKAGE')!
    const smartHome = shop.packages.find((pkg) => pkg.id === 'STD-SMART-HOME-PACKAGE')!
    const advice = recommendPackage({
      selected: [{ id: 'x', needs: [{ type: 'Door/Window Sensor', quantity: 1 }] }],
      packages: [
        { ...starter, listPrice: 700 },
        { ...smartHome, listPrice: 749.99 },
      ],
      devices: shop.devices,
    })!
    expect([starter.installation, smartHome.installation]).toEqual([99, 0])
    expect(advice.package.id).toBe('STD-SMART-HOME-PACKAGE')
  })
})

describe('why each device', () => {
  it.each([
    ['Door/Window Sensor', ['home-size.1500-2500', 'entry-doors.three', 'ground-windows.some', 'garage.attached']],
    ['Motion Sensor', ['floors.two']],
    ['Glass Break Sensor', ['ground-windows.some', 'priorities.break-ins']],
    ['Smart Lock', ['household.children']],
    ['Smoke/CO Detector', ['priorities.life-safety']],
  ])('%s because of %j', (type, optionIds) => {
    expect(advise(REVIEWER).reasons[type]).toEqual(optionIds)
  })

  it('the garage sensor promised by question 6 is counted and given its reason', () => {
    const without = advise(BASIC.filter((id) => id !== 'garage.attached'))
    const withGarage = advise(BASIC)
    const sensors = (advice: typeof without) =>
      advice.addDevices.find((device) => device.type === 'Door/Window Sensor')?.quantity ?? 0
    expect(sensors(withGarage)).toBe(sensors(without) + 1)
    expect(questions.flatMap((q) => q.options).find((o) => o.id === 'garage.attached')?.because).toBe(
      'you have an attached garage',
    )
  })

  it('every answer that asks for a device says why in the visitor’s words', () => {
    const unexplained = questions
      .flatMap((q) => q.options)
      .filter((option) => option.needs?.length && !option.because)
      .map((option) => option.id)
    expect(unexplained).toEqual([])
  })
})

describe('only what the company sells', () => {
  it('offers no self-install answer: every system is professionally installed', () => {
    const installation = questions.find((q) => q.id === 'installation')!
    expect(installation.options.map((option) => option.id)).toEqual([
      'installation.professional',
      'installation.unsure',
    ])
  })
})

describe('every device the assessment can recommend has its catalogue picture (issue 25: the review shows them)', () => {
  it('each package entry and each add-on device names a picture that exists in public/', () => {
    const pictures = [
      ...shop.packages.flatMap((pkg) =>
        pkg.items.map((item) => [`${pkg.title}: ${item.name}`, item.imageUrl] as const),
      ),
      ...shop.devices.map((device) => [device.name, device.imageUrl] as const),
    ]
    expect(pictures.length).toBeGreaterThan(10)
    for (const [what, url] of pictures) {
      expect(url, what).toMatch(/^\/images\//)
      expect(existsSync(join(repoRoot, 'public', url!)), `${what}: ${url}`).toBe(true)
    }
  })
})
