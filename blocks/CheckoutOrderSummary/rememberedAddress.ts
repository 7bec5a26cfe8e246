import { type InstallationAddress, addressPartOf } from '../../services/checkout/installationAddress.ts'
import { sessionValue, setSessionValue } from '../../services/attribution/browser.ts'

/**
 * The installation address the contact step accepted in this tab, so a reload of the order page holds it as it holds
 * the contact (rememberedContact); without scripts the server keeps it with the visit's details instead. Session
 * storage: it lasts the visit in this tab and is never sent anywhere by itself.
 */
const REMEMBERED_ADDRESS_KEY = 'harbor-order-address'

/** The address accepted earlier in this tab (only its non-empty fields); {} on the server or without storage. */
export function rememberedAddress(): Partial<InstallationAddress> {
  try {
    const parsed: unknown = JSON.parse(sessionValue(REMEMBERED_ADDRESS_KEY) ?? '{}')
    if (parsed === null || typeof parsed !== 'object') return {}
    return Object.fromEntries(Object.entries(addressPartOf(parsed)).filter(([, value]) => value.trim()))
  } catch {
    return {}
  }
}

/**
 * Keeps the accepted address for this tab (replacing an earlier one whole: a cleared unit stays cleared). Storage
 * full or blocked: a reload simply asks for the address again.
 */
export function rememberAddress(address: InstallationAddress): void {
  setSessionValue(REMEMBERED_ADDRESS_KEY, JSON.stringify(address))
}
