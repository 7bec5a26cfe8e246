import { createStore, type StoreApi } from 'zustand/vanilla'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import type { PartnerData, ShopPackage } from '../catalogue/index.ts'
import type { LeadRequest, LeadSubmitResult } from '../leads/contract.ts'
import { isLeadSuccess, makeLeadEmail, needsNewLeadEmail } from './leadEmail.ts'

/** Sends a lead; the browser passes the shared lead client (services/leads/client.ts `submitLead`), tests a stub. */
export type SubmitEcommLead = (request: LeadRequest) => Promise<LeadSubmitResult>

/** Which sections the shop page shows (spec §2.3). */
export type ShopView = 'browse' | 'customize' | 'cart'

export interface ZipDetails {
  City: string
  State: string
  Zip: string
}

/** The e-commerce (quote) state of spec §3.6; field names are the spec's. */
export interface EcommerceData {
  quote_id: string | null
  quote_Number: string | null
  quote_data: unknown
  leadEmail: string | null
  leadSourceAtEmail: string | null
  eCatalogueData: { catalogId: string; leadSource: string; checkoutFlow: 'standard' | 'diy' } | null
  selectedPackage: string | null
  selectedPackageId: string | null
  selectedPackageData: ShopPackage | null
  postalCode: string | null
  postalCodeValidate: boolean
  ZipDetails: ZipDetails | null
  partnerData: PartnerData | null
  isLeadSubmitted: boolean
  leadId: string | null
  termsData: unknown
  bhpProductOffer: string
  view: ShopView
}

export interface EcommerceActions {
  /** Selecting a different package than the stored one clears the quote (spec §4.6). */
  selectPackage: (pkg: ShopPackage) => void
  clearSelectedPackage: () => void
  setQuote: (quoteId: string, quoteNumber: string | null, quoteData: unknown) => void
  hasQuote: () => boolean
  clearAllCartState: () => void
  clearLeadEmail: () => void
  clearQuoteData: () => void
  setPostalCode: (postalCode: string, validated: boolean) => void
  setZipDetails: (details: ZipDetails | null) => void
  setCatalogue: (catalogue: EcommerceData['eCatalogueData']) => void
  setPartnerData: (partner: PartnerData | null) => void
  setTermsData: (termsData: unknown) => void
  setView: (view: ShopView) => void
  /** Makes the lead e-mail again when the lead source changed or the session is new (spec §3.6). */
  ensureLeadEmail: (input: {
    leadSource: string
    domain: string
    sessionHasVisit: boolean
    newId: () => string
  }) => string
  /** Submits the e-commerce lead once; true when it is (or already was) submitted (spec §4.7). */
  submitEcommerceLead: (submit: SubmitEcommLead, request: LeadRequest) => Promise<boolean>
  /** Present in the spec's state but without behaviour (spec §7.4). */
  fetchCustomerInfo: () => void
  refreshQuoteId: () => void
}

export type EcommerceState = EcommerceData & EcommerceActions

export const INITIAL_ECOMMERCE: EcommerceData = {
  quote_id: null,
  quote_Number: null,
  quote_data: null,
  leadEmail: null,
  leadSourceAtEmail: null,
  eCatalogueData: null,
  selectedPackage: null,
  selectedPackageId: null,
  selectedPackageData: null,
  postalCode: null,
  postalCodeValidate: false,
  ZipDetails: null,
  partnerData: null,
  isLeadSubmitted: false,
  leadId: null,
  termsData: null,
  bhpProductOffer: '',
  view: 'browse',
}

/** The fields clear-all and clear-lead-e-mail reset (spec §4.6). */
const LEAD_RESET: Partial<EcommerceData> = {
  leadEmail: null,
  leadId: null,
  quote_id: null,
  postalCode: null,
  isLeadSubmitted: false,
  ZipDetails: null,
  postalCodeValidate: false,
}

export const ECOMMERCE_STORAGE_KEY = 'harbor-ecommerce'

/**
 * One store per browser session (or per test). `storage` is the browser's localStorage in the shop;
 * without one the state lives in memory only, as on the server. The persisted state is read after
 * hydration (`persist.rehydrate()`), so server HTML and the first browser render agree. `view` is the view the page
 * opens on: the one its request names (the cart of `/shop?view=cart`), on the server and in the browser alike.
 */
export function createEcommerceStore(storage?: StateStorage, view: ShopView = 'browse'): StoreApi<EcommerceState> {
  const build = (set: StoreApi<EcommerceState>['setState'], get: () => EcommerceState): EcommerceState => ({
    ...INITIAL_ECOMMERCE,
    view,
    selectPackage(pkg) {
      const { selectedPackageId } = get()
      const changed = selectedPackageId !== null && selectedPackageId !== pkg.id
      set({
        selectedPackage: pkg.title,
        selectedPackageId: pkg.id,
        selectedPackageData: pkg,
        ...(changed ? { quote_id: null, quote_Number: null, quote_data: null } : {}),
      })
    },
    clearSelectedPackage() {
      set({ selectedPackage: null, selectedPackageId: null, selectedPackageData: null, view: 'browse' })
    },
    setQuote(quoteId, quoteNumber, quoteData) {
      set({ quote_id: quoteId, quote_Number: quoteNumber, quote_data: quoteData })
    },
    hasQuote() {
      return Boolean(get().quote_id)
    },
    clearAllCartState() {
      set(LEAD_RESET)
    },
    clearLeadEmail() {
      set(LEAD_RESET)
    },
    clearQuoteData() {
      set({ quote_data: null, quote_id: null })
    },
    setPostalCode(postalCode, validated) {
      set({ postalCode, postalCodeValidate: validated })
    },
    setZipDetails(details) {
      set({ ZipDetails: details })
    },
    setCatalogue(catalogue) {
      set({ eCatalogueData: catalogue })
    },
    setPartnerData(partner) {
      set({ partnerData: partner })
    },
    setTermsData(termsData) {
      set({ termsData })
    },
    setView(view) {
      set({ view })
    },
    ensureLeadEmail({ leadSource, domain, sessionHasVisit, newId }) {
      const state = get()
      if (!needsNewLeadEmail(state, leadSource, sessionHasVisit)) return state.leadEmail!
      const leadEmail = makeLeadEmail(newId(), domain)
      // A new e-mail is a new lead: it has not been submitted yet.
      set({ leadEmail, leadSourceAtEmail: leadSource, isLeadSubmitted: false, leadId: null })
      return leadEmail
    },
    async submitEcommerceLead(submit, request) {
      if (get().isLeadSubmitted) return true
      try {
        const result = await submit(request)
        if (!isLeadSuccess(result?.status)) return false
        set({ isLeadSubmitted: true, leadId: 'leadId' in result ? String(result.leadId) : null })
        return true
      } catch {
        return false
      }
    },
    fetchCustomerInfo() {},
    refreshQuoteId() {},
  })
  if (!storage) return createStore<EcommerceState>()(build)
  return createStore<EcommerceState>()(
    persist(build, {
      name: ECOMMERCE_STORAGE_KEY,
      storage: createJSONStorage(() => storage),
      skipHydration: true,
      // The view is per visit: a reload starts on the page's sections, with the cart and package kept.
      partialize: ({ view: _view, ...rest }) =>
        Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v !== 'function')) as Partial<EcommerceState>,
    }),
  )
}
