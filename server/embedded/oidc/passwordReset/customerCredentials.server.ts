import { createHash, timingSafeEqual } from 'node:crypto'
import { DEMO_CUSTOMERS, type DemoCustomer } from '../../demoCustomers.server.ts'
import type { PasswordStore } from '../../../storage/repositories/passwordStore.server.ts'
import { passwordMatches } from './passwordHash.server.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The demo customer with this e-mail (compared in constant time per customer), whatever the password. */
export function demoCustomerByEmail(email: string): DemoCustomer | undefined {
  const wanted = digest(email.trim().toLowerCase())
  let found: DemoCustomer | undefined
  for (const customer of DEMO_CUSTOMERS) if (timingSafeEqual(wanted, digest(customer.username))) found = customer
  return found
}

/**
 * Checks a sign-in at the embedded provider: the customer's changed password when they reset it (then the demo
 * password no longer works), else their demo password.
 */
export async function customerByCredentials(
  passwords: PasswordStore,
  email: string,
  password: string,
): Promise<DemoCustomer | undefined> {
  const customer = demoCustomerByEmail(email)
  if (!customer) return undefined
  const changed = await passwords.passwordHashOf(customer.subject)
  const ok = changed
    ? await passwordMatches(password, changed)
    : timingSafeEqual(digest(password), digest(customer.password))
  return ok ? customer : undefined
}
