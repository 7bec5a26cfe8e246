/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/hours.schema.json; edit the schema and run it again.
 */

/**
 * Business hours, all in America/Chicago (spec 4.10, 9.1).
 */
export interface HoursConfig {
  $schema?: string
  timezone: 'America/Chicago'
  sales: {
    mon?: [string, string][]
    tue?: [string, string][]
    wed?: [string, string][]
    thu?: [string, string][]
    fri?: [string, string][]
    sat?: [string, string][]
    sun?: [string, string][]
  }
  support: {
    a: {
      mon?: [string, string][]
      tue?: [string, string][]
      wed?: [string, string][]
      thu?: [string, string][]
      fri?: [string, string][]
      sat?: [string, string][]
      sun?: [string, string][]
    }
    b: {
      mon?: [string, string][]
      tue?: [string, string][]
      wed?: [string, string][]
      thu?: [string, string][]
      fri?: [string, string][]
      sat?: [string, string][]
      sun?: [string, string][]
    }
  }
  /**
   * Which of the spec's two readings of support hours is in force.
   */
  supportReading: 'a' | 'b'
  offer: {
    mon?: [string, string][]
    tue?: [string, string][]
    wed?: [string, string][]
    thu?: [string, string][]
    fri?: [string, string][]
    sat?: [string, string][]
    sun?: [string, string][]
  }
  countdown: {
    mon?: [string, string][]
    tue?: [string, string][]
    wed?: [string, string][]
    thu?: [string, string][]
    fri?: [string, string][]
    sat?: [string, string][]
    sun?: [string, string][]
  }
  texts: {
    sales: string
    salesLong: string
    ecommSales: string
    support: string
    textAndChat: string
  }
  expiryMinutes: number
  loginValidityHours: number
}
