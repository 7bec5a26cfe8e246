/** The checkout order (spec §7.4, §9.5): payload variants (a)–(e), the API's answer and the redirect. The checkout host's confirmation (with Luxon, for the slot rules) is ./confirmation.ts, imported on its own. */
export * from './payloads.ts'
export * from './response.ts'
export type * from './settings.ts'
export * from './contract.ts'
export * from './orderSummary.ts'
export * from './regularPrices.ts'
