import { type InstallationAddress, addressPartOf } from '../../services/checkout/installationAddress.ts'

/**
 * The installation address the contact step accepted in this tab, so a reload of the order page holds it as it holds
 * the contact (rememberedContact); without scripts the server keeps it with the visit's details instead. Session
 * storage: it lasts the visit in this tab and is never sent anywhere by itself.
 */
const REMEMBERED_ADDRESS_KEY = 'harbor-order-address'

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** The address accepted earlier in this tab (only its non-empty fields); {} on the server or without storage. */
export function rememberedAddress(): Partial<InstallationAddress> {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(REMEMBERED_ADDRESS_KEY) ?? '{}')
    if (parsed === null || typeof parsed !== 'object') return {}
    return Object.fromEntries(Object.entries(addressPartOf(parsed)).filter(([, value]) => value.trim()))
  } catch {
    return {}
  }
}

/** Keeps the accepted address for this tab (replacing an earlier one whole: a cleared unit stays cleared). */
export function rememberAddress(address: InstallationAddress): void {
  try {
    tabStorage()?.setItem(REMEMBERED_ADDRESS_KEY, JSON.stringify(address))
  } catch {
    // Storage full or blocked: a reload simply asks for the address again.
  }
}
