import { describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

// The look that makes two buttons the same button.
const LOOK = [
  'padding',
  'border-radius',
  'border',
  'font-size',
  'font-weight',
  'line-height',
  'background-color',
  'color',
]

// The filled button of each kind of form: a lead form (the shop's embedded one), the shop's ZIP check, the assessment.
const PRIMARY = [
  { path: '/shop', selector: '#ecomm_pagge_embedded_form button[type="submit"]' },
  { path: '/shop', selector: '#zip-hero button[type="submit"]' },
  { path: '/assessment/questions?q=1', selector: 'main form button[type="submit"]' },
  // The contact groups' "Get a Quote" and "Live Chat" (blocks/shared/ContactDetails.tsx drew a pill of its own).
  { path: '/', selector: '[data-site-footer] [data-contact="sales"] button[data-primary]' },
  { path: '/', selector: '[data-site-footer] [data-contact="support"] button[data-primary]' },
]

describe('the site’s forms use one button style (issue 25 walkthrough item 7)', () => {
  it.each([375, 1280])(
    'at %i px the primary buttons of a lead form, the shop and the assessment look the same',
    async (width) => {
      const looks: Array<{ path: string; look: Record<string, string> }> = []
      for (const { path, selector } of PRIMARY) {
        const page = await browser().newPage({ viewport: { width, height: 900 } })
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        const button = page.locator(selector).filter({ visible: true }).first()
        const look = await button.evaluate(
          (element, properties) =>
            Object.fromEntries(properties.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
          LOOK,
        )
        looks.push({ path, look })
        await page.close()
      }
      for (const { path, look } of looks.slice(1)) expect(look, path).toEqual(looks[0]!.look)
    },
  )
})
