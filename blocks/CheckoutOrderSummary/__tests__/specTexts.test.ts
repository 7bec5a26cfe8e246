import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { realSite } from '../../../tests/support/realSite.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

/** Spec 9.4's condition of the free installation, word for word. */
const FREE_INSTALLATION = 'Free professional installation requires a 36-month monitoring commitment.'

const site = realSite()
const propsOf = (path: string, type: string) =>
  site.resolve(path).blocks.find((block) => block.type === type)!.props as Record<string, unknown>

/**
 * Where the shop, the cart, the order page and the assessment say what makes the installation free, they say it
 * in the spec's words (issue 25, fourth pass: "Included at no charge with …", "Free with a 36-month …" were
 * paraphrases of a sentence the spec has).
 */
describe("the shop's and the checkout's free-installation condition is the spec's text", () => {
  it('in the cart, under the order page’s free installation line and in the assessment’s help', () => {
    expect(propsOf('/shop', 'ShopCart').freeInstallationNote).toBe(FREE_INSTALLATION)
    expect(propsOf('/checkout/HB1/0a/customer', 'CheckoutOrderSummary').freeServiceNote).toBe(FREE_INSTALLATION)
    const questions = readFileSync(join(repoRoot, 'site-config/assessment/questions.json'), 'utf8')
    expect(questions).toContain(`"help": "${FREE_INSTALLATION}"`)
  })

  it('no text of the shop, partner shop or order page paraphrases it', () => {
    for (const path of ['/shop', '/shop/keystone-realty', '/checkout/HB1/0a/customer']) {
      const texts = JSON.stringify(site.resolve(path).blocks.map((block) => block.props))
      expect(texts, path).not.toMatch(/free with a 36-month|at no charge with a 36-month|installation is free with/i)
    }
  })
})
