/**
 * The customer calls of the lead/customer API (spec §7.1, 5 and 6): customer type and ZIP serviceability.
 * An answer without data raises "Error in CustomerApi: {response}"; every failure is logged as
 * "Customer API Error: …" with the response data, the status or the message (spec §8).
 */
export interface CustomerApiSettings {
  baseUrl: string
  apiKey: string | undefined
}

import { type CustomerTypeRecord, UnreadableCustomerType, customerTypeRecordOf } from '../../services/offers/index.ts'

export class CustomerApiError extends Error {}

export interface CustomerApi {
  fetchCustomerType(customerNumber: string, email: string): Promise<unknown>
  /**
   * The customer type read as a CustomerTypeRecord (services/offers customerTypeAnswer.ts documents the
   * answer's shape), null when there is no such customer. Throws CustomerApiError when the API fails,
   * answers without data, or answers something unreadable (logged as "Customer API Error: …").
   */
  fetchCustomerTypeRecord(customerNumber: string, email: string): Promise<CustomerTypeRecord | null>
  isZipcodeServiceable(zipCode: string, validate: boolean): Promise<unknown>
}

export function createCustomerApi(
  settings: CustomerApiSettings,
  log: (message: string) => void = console.error,
): CustomerApi {
  const get = async (path: string, query: Record<string, string>): Promise<unknown> => {
    const url = `${settings.baseUrl}${path}?${new URLSearchParams(query).toString()}`
    let response: Response
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', ...(settings.apiKey ? { ApiKey: settings.apiKey } : {}) },
        signal: AbortSignal.timeout(10_000),
        // Never follow a redirect: it would take the ApiKey to another host. A 3xx is not ok: an error below.
        redirect: 'manual',
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log(`Customer API Error: ${message}`)
      throw new CustomerApiError(`Customer API Error: ${message}`)
    }
    const text = await response.text()
    const data = parseBody(text)
    if (!response.ok) {
      log(`Customer API Error: ${text || response.status}`)
      throw new CustomerApiError(`Customer API Error: ${response.status}`)
    }
    if (isEmpty(data)) {
      const error = new CustomerApiError(`Error in CustomerApi: ${text}`)
      log(`Customer API Error: ${error.message}`)
      throw error
    }
    return data
  }
  const fetchCustomerType = (customerNumber: string, email: string) =>
    get('/CJMA/FetchCustomerType', { customerNumber, email })
  return {
    fetchCustomerType,
    async fetchCustomerTypeRecord(customerNumber, email) {
      const data = await fetchCustomerType(customerNumber, email)
      try {
        return customerTypeRecordOf(data, { customerNumber, email })
      } catch (error) {
        if (!(error instanceof UnreadableCustomerType)) throw error
        log(`Customer API Error: unreadable customer type: ${error.message}`)
        throw new CustomerApiError(`Customer API Error: unreadable customer type`)
      }
    },
    isZipcodeServiceable: (zipCode, validate) =>
      get('/CJMA/IsZipcodeServiceable', { zipCode, validate: String(validate) }),
  }
}

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function isEmpty(data: unknown): boolean {
  return (
    data === null || data === undefined || data === '' || (typeof data === 'object' && Object.keys(data).length === 0)
  )
}
