/** Browser state of the shop (spec §3.6, §3.8, §4.6–4.8) as zustand stores, framework-free. */
export * from './ecommerceStore.ts'
export * from './cartStore.ts'
export * from './cartItemsMark.ts'
export * from './leadEmail.ts'
