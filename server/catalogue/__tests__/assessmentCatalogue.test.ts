import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import {
  recommendPackage,
  recommendationCatalogue,
  shopHrefFor,
  signalsFor,
} from '../../../services/assessment/index.ts'
import type { Catalogue } from '../../../services/catalogue/index.ts'
import type { AssessmentQuestionsConfig } from '../../../schemas/generated/assessmentQuestions.ts'
import type { AssessmentCatalogueConfig } from '../../../schemas/generated/assessmentCatalogue.ts'
import { ASSESSMENT_CATALOGUE_FILE, checkAssessmentCatalogue } from '../checkAssessmentCatalogue.server.ts'
import { loadShopSettings } from '../shopSettings.server.ts'

const read = <T>(file: string): T => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as T
const questions = read<AssessmentQuestionsConfig>('site-config/assessment/questions.json').questions
const needProducts = read<AssessmentCatalogueConfig>(ASSESSMENT_CATALOGUE_FILE).needProducts
const defaultCatalogue = read<Catalogue>(
  `site-config/catalog/catalogs/${loadShopSettings(repoRoot).defaultCatalogId}.json`,
)
const input = recommendationCatalogue(defaultCatalogue, needProducts)
const packageIds = new Set(defaultCatalogue.packages.map((record) => record.catalogueItemsDetail.itemId))
// What the shop's customise flow can add: every add-on but panels.
const addableSlugs = new Set(
  defaultCatalogue.addOnItems.filter((item) => item.typeName !== 'Panel').map((item) => item.slug),
)

describe('the assessment recommends from the default catalogue', () => {
  it('offers every catalogue package and a catalogue product for every need type the questions name', () => {
    expect(input.packages.map((pkg) => pkg.id).sort()).toEqual([...packageIds].sort())
    const needTypes = new Set(
      questions.flatMap((question) =>
        question.options.flatMap((option) => (option.needs ?? []).map((need) => need.type)),
      ),
    )
    expect([...needTypes].filter((type) => !input.devices.some((device) => device.type === type))).toEqual([])
    for (const device of input.devices) expect(addableSlugs, device.id).toContain(device.id)
  })

  // Every single answer, and every answer of each multiple-choice question at once, alongside the
  // heaviest answer of each single-choice question: every recommended id must be one the shop sells.
  const heaviest = questions
    .filter((question) => question.selection === 'single')
    .map((question) =>
      question.options.reduce((best, option) =>
        (option.needs?.length ?? 0) > (best.needs?.length ?? 0) ? option : best,
      ),
    )
  const scenarios: Array<[string, Array<{ id: string; questionId: string }>]> = [
    ...questions.flatMap((question) =>
      question.options.map((option): [string, Array<{ id: string; questionId: string }>] => [
        option.id,
        [{ id: option.id, questionId: question.id }],
      ]),
    ),
    [
      'everything',
      [
        ...heaviest.map((option) => ({
          id: option.id,
          questionId: questions.find((q) => q.options.includes(option))!.id,
        })),
        ...questions
          .filter((q) => q.selection === 'multiple')
          .flatMap((q) => q.options.map((option) => ({ id: option.id, questionId: q.id }))),
      ],
    ],
  ]

  it.each(scenarios)('answers %s: the package and every added device exist in the catalogue', (_name, selected) => {
    const recommendation = recommendPackage({ ...input, selected: signalsFor(questions, selected) })!
    expect(packageIds).toContain(recommendation.package.id)
    for (const device of recommendation.addDevices) expect(addableSlugs).toContain(device.id)
    expect(recommendation.uncovered).toEqual([])
    const link = new URL(shopHrefFor(recommendation), 'https://x.test')
    expect(link.searchParams.get('package')).toBe(recommendation.package.id)
  })
})

describe('checkAssessmentCatalogue (config:check)', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('passes on the repository', () => {
    expect(checkAssessmentCatalogue(repoRoot)).toEqual([])
  })

  it('fails with the file, line and path when a mapped product is renamed in the catalogue', () => {
    const root = mkdtempSync(join(tmpdir(), 'assessment-catalogue-'))
    dirs.push(root)
    cpSync(join(repoRoot, 'site-config'), join(root, 'site-config'), { recursive: true })
    const catalogFile = join(root, `site-config/catalog/catalogs/${loadShopSettings(repoRoot).defaultCatalogId}.json`)
    writeFileSync(
      catalogFile,
      readFileSync(catalogFile, 'utf8').replaceAll('"slug": "smoke-detector"', '"slug": "smoke-heat-detector"'),
    )
    const issues = checkAssessmentCatalogue(root)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ file: ASSESSMENT_CATALOGUE_FILE, path: 'needProducts["Smoke/CO Detector"]' })
    expect(issues[0]!.line).toBeGreaterThan(1)
    expect(issues[0]!.message).toContain('no add-on with this slug')
  })
})
