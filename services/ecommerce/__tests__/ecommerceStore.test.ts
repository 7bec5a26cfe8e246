import { describe, expect, it, vi } from 'vitest'
import { buildPackage } from '../../catalogue/index.ts'
import { record } from '../../catalogue/__tests__/fixtures.ts'
import type { LeadRequest, LeadSubmitResult } from '../../leads/contract.ts'
import { ECOMMERCE_STORAGE_KEY, createEcommerceStore, makeLeadEmail, needsNewLeadEmail } from '../index.ts'

const starter = buildPackage(record('Starter', 299))
const plus = buildPackage(record('Plus', 599))
const request = { idempotencyKey: 'k', formId: 'f', kind: 'ecommerce' } as LeadRequest

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

describe('package selection and quote (spec §4.6)', () => {
  it('stores the package; choosing another clears the quote, choosing the same keeps it', () => {
    const store = createEcommerceStore()
    store.getState().selectPackage(starter)
    store.getState().setQuote('Q1', 'N1', { a: 1 })
    expect(store.getState().hasQuote()).toBe(true)
    store.getState().selectPackage(starter)
    expect(store.getState().quote_id).toBe('Q1')
    store.getState().selectPackage(plus)
    expect(store.getState()).toMatchObject({
      selectedPackage: 'Plus',
      selectedPackageId: 'PLUS',
      quote_id: null,
      quote_Number: null,
      quote_data: null,
    })
    expect(store.getState().selectedPackageData).toBe(plus)
    expect(store.getState().hasQuote()).toBe(false)
  })

  it('clear-all and clear-lead-e-mail reset the lead fields and the ZIP validation', () => {
    for (const action of ['clearAllCartState', 'clearLeadEmail'] as const) {
      const store = createEcommerceStore()
      const s = store.getState()
      s.ensureLeadEmail({ leadSource: 'ecommerce', domain: 'x.com', sessionHasVisit: false, newId: () => 'u1' })
      s.setPostalCode('60601', true)
      s.setZipDetails({ City: 'Chicago', State: 'IL', Zip: '60601' })
      s.setQuote('Q1', 'N1', null)
      store.getState()[action]()
      expect(store.getState()).toMatchObject({
        leadEmail: null,
        leadId: null,
        quote_id: null,
        postalCode: null,
        isLeadSubmitted: false,
        ZipDetails: null,
        postalCodeValidate: false,
      })
    }
  })

  it('clear quote data resets quote_data and quote_id only', () => {
    const store = createEcommerceStore()
    store.getState().setQuote('Q1', 'N1', { x: 1 })
    store.getState().clearQuoteData()
    expect(store.getState()).toMatchObject({ quote_id: null, quote_data: null, quote_Number: 'N1' })
  })

  it('stores the postal code with whether it was validated', () => {
    const store = createEcommerceStore()
    store.getState().setPostalCode('60601', false)
    expect(store.getState()).toMatchObject({ postalCode: '60601', postalCodeValidate: false })
    store.getState().setPostalCode('60602', true)
    expect(store.getState()).toMatchObject({ postalCode: '60602', postalCodeValidate: true })
  })
})

describe('lead e-mail (spec §3.6)', () => {
  it('is ecomm.{uuid}@{domain}', () => {
    expect(makeLeadEmail('1234', 'harborhomesecurity.com')).toBe('ecomm.1234@harborhomesecurity.com')
  })

  it.each([
    [{ leadEmail: null, leadSourceAtEmail: null }, 'ecommerce', true, true],
    [{ leadEmail: 'e', leadSourceAtEmail: 'ecommerce' }, 'ecommerce', true, false],
    [{ leadEmail: 'e', leadSourceAtEmail: 'ecommerce' }, 'keystone-realty', true, true],
    [{ leadEmail: 'e', leadSourceAtEmail: 'ecommerce' }, 'ecommerce', false, true],
  ])('%j with lead source %s and visit %s: new e-mail %s', (state, leadSource, visit, expected) => {
    expect(needsNewLeadEmail(state, leadSource, visit)).toBe(expected)
  })

  it('keeps the e-mail within a session and lead source, makes a new one otherwise', () => {
    const store = createEcommerceStore()
    let n = 0
    const ensure = (leadSource: string, sessionHasVisit: boolean) =>
      store
        .getState()
        .ensureLeadEmail({ leadSource, domain: 'harborhomesecurity.com', sessionHasVisit, newId: () => `id${++n}` })
    expect(ensure('ecommerce', false)).toBe('ecomm.id1@harborhomesecurity.com')
    expect(ensure('ecommerce', true)).toBe('ecomm.id1@harborhomesecurity.com')
    expect(ensure('keystone-realty', true)).toBe('ecomm.id2@harborhomesecurity.com')
    expect(store.getState().leadSourceAtEmail).toBe('keystone-realty')
    expect(ensure('keystone-realty', false)).toBe('ecomm.id3@harborhomesecurity.com')
  })
})

describe('e-commerce lead (spec §4.7)', () => {
  it.each(['success', 'SUCCESS', 'Success', 'accepted'])(
    'status "%s" marks it submitted and stores the leadId',
    async (status) => {
      const store = createEcommerceStore()
      const submit = vi.fn(async () => ({ status, leadId: 'L-9', duplicate: false }) as unknown as LeadSubmitResult)
      expect(await store.getState().submitEcommerceLead(submit, request)).toBe(true)
      expect(store.getState()).toMatchObject({ isLeadSubmitted: true, leadId: 'L-9' })
      expect(await store.getState().submitEcommerceLead(submit, request)).toBe(true)
      expect(submit).toHaveBeenCalledTimes(1)
    },
  )

  it('any other answer or an error returns false and leaves it unsubmitted', async () => {
    const store = createEcommerceStore()
    expect(
      await store.getState().submitEcommerceLead(async () => ({ status: 'unavailable', message: 'x' }), request),
    ).toBe(false)
    expect(
      await store.getState().submitEcommerceLead(async () => {
        throw new Error('offline')
      }, request),
    ).toBe(false)
    expect(store.getState()).toMatchObject({ isLeadSubmitted: false, leadId: null })
  })
})

describe('persistence', () => {
  it('keeps the state in storage and reads it back after rehydration, without the view', async () => {
    const storage = memoryStorage()
    const first = createEcommerceStore(storage)
    first.getState().selectPackage(starter)
    first.getState().setPostalCode('60601', true)
    first.getState().setView('cart')
    expect(JSON.parse(storage.map.get(ECOMMERCE_STORAGE_KEY)!).state).not.toHaveProperty('view')
    const second = createEcommerceStore(storage)
    expect(second.getState().selectedPackageId).toBeNull()
    await (second as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate()
    expect(second.getState()).toMatchObject({
      selectedPackageId: 'STARTER',
      postalCode: '60601',
      postalCodeValidate: true,
      view: 'browse',
    })
  })

  it('opens on the view its page names (the cart of /shop?view=cart) and keeps it when the saved state comes back', async () => {
    const storage = memoryStorage()
    createEcommerceStore(storage).getState().selectPackage(starter)
    const opened = createEcommerceStore(storage, 'cart')
    expect(opened.getState().view).toBe('cart')
    await (opened as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate()
    expect(opened.getState()).toMatchObject({ selectedPackageId: 'STARTER', view: 'cart' })
    expect(createEcommerceStore(undefined, 'cart').getState().view).toBe('cart')
  })
})
