import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import type { AssessmentQuestionsConfig } from '../../../schemas/generated/assessmentQuestions.ts'
import { needReasons, signalsFor } from '../../../services/assessment/index.ts'
import { deviceReasons, packageItemReasons } from '../deviceReasons.ts'

const texts = { becauseText: 'because you said {{reasons}}', reasonLineText: '{{quantity}} {{reason}}' }

const questions = [
  {
    id: 'q',
    options: [
      { id: 'doors', label: '3 doors', needs: [{ type: 'Sensor', quantity: 3, for: 'for your 3 outside doors' }] },
      {
        id: 'garage',
        label: 'Attached garage',
        because: 'you have an attached garage',
        needs: [{ type: 'Sensor', quantity: 1 }],
      },
      {
        id: 'smoke',
        label: 'Smoke',
        because: 'you want smoke and fire alerts',
        needs: [{ type: 'Smoke', quantity: 2 }],
      },
      { id: 'plain', label: 'No reason given', needs: [{ type: 'Plug', quantity: 1 }] },
    ],
  },
]

describe('deviceReasons', () => {
  it('gives one answer asking for a device as one "because you said" line', () => {
    expect(deviceReasons('Smoke', { Smoke: ['smoke'] }, questions, texts)).toEqual([
      'because you said you want smoke and fire alerts',
    ])
    // Without a `because`, the answer's label.
    expect(deviceReasons('Plug', { Plug: ['plain'] }, questions, texts)).toEqual(['because you said No reason given'])
  })

  it('gives several answers one line each: how many, and where they go (or why, without a `for`)', () => {
    expect(deviceReasons('Sensor', { Sensor: ['doors', 'garage'] }, questions, texts)).toEqual([
      '3 for your 3 outside doors',
      '1 because you said you have an attached garage',
    ])
  })

  it('gives no reason for a device no answer asked for', () => {
    expect(deviceReasons('Panel', { Sensor: ['doors'] }, questions, texts)).toEqual([])
  })
})

describe('packageItemReasons', () => {
  const itemTexts = {
    inPackageText: 'comes with the package',
    spareText: '{{spare}} more in the package, to place where you like',
  }
  const reasons = ['3 for your 3 outside doors', '1 on the overhead door of your attached garage']

  it('accounts for every unit of a device the package has more of than the answers ask for', () => {
    expect(packageItemReasons(reasons, 2, itemTexts)).toEqual([
      ...reasons,
      '2 more in the package, to place where you like',
    ])
  })

  it('gives just the reasons when the package has no more than the answers ask for', () => {
    expect(packageItemReasons(reasons, 0, itemTexts)).toEqual(reasons)
    expect(packageItemReasons(reasons, -3, itemTexts)).toEqual(reasons)
  })

  it('says a device no answer asked for comes with the package', () => {
    expect(packageItemReasons([], 1, itemTexts)).toEqual(['comes with the package'])
  })
})

describe('the reasons the site gives, from its questionnaire (fifth walkthrough, D13)', () => {
  const { questions: site } = JSON.parse(
    readFileSync(join(repoRoot, 'site-config/assessment/questions.json'), 'utf8'),
  ) as AssessmentQuestionsConfig
  const reasonsFor = (type: string, ids: string[]) =>
    deviceReasons(
      type,
      needReasons(
        signalsFor(
          site,
          ids.map((id) => ({ id, questionId: id.split('.')[0]! })),
        ),
      ),
      site,
      texts,
    )

  it('lists the door and window sensors one short line per answer, the garage door sensor named', () => {
    const lines = reasonsFor('Door/Window Sensor', [
      'home-size.1500-2500',
      'entry-doors.three',
      'ground-windows.some',
      'garage.attached',
    ])
    expect(lines).toEqual([
      '1 for an inside door, as your home is 1,500 to 2,500 sq ft',
      '3 for your 3 outside doors',
      '3 for your most exposed windows (you have 4 to 8 within reach)',
      '1 on the overhead door of your attached garage',
    ])
  })

  it('says where every device goes when several answers can ask for the same kind', () => {
    // The questions asking for each kind: one question's options are alternatives, so a kind only one question
    // asks for is never on two reason lines; a kind several questions ask for is, and each such need says where.
    const askers = new Map<string, Set<string>>()
    for (const question of site)
      for (const option of question.options)
        for (const need of option.needs ?? [])
          askers.set(need.type, (askers.get(need.type) ?? new Set()).add(question.id))
    const withoutWhere = site
      .flatMap((question) => question.options)
      .flatMap((option) => (option.needs ?? []).map((need) => ({ option: option.id, ...need })))
      .filter((need) => askers.get(need.type)!.size > 1 && !need.for)
      .map((need) => `${need.option}: ${need.type}`)
    expect(withoutWhere).toEqual([])
  })
})
