import { randomBytes } from 'node:crypto'

// On globalThis, not in this module: Vike's server bundle (block loaders such as the order summary's)
// holds its own copy of this module, and both copies must hand out the same secret.
const SECRETS = Symbol.for('harbor.processSecrets')
const holder = globalThis as typeof globalThis & { [SECRETS]?: Map<string, string> }
const secrets = (holder[SECRETS] ??= new Map<string, string>())

/**
 * A random secret made once per server process, per name. The embedded company services demand the
 * same credentials as the real ones (ApiKey, portal id); when the environment sets none, the site and
 * its embedded services share one of these, so nobody outside the process can call the embedded
 * services (issue 20: they were public), while the site's own clients exercise the real header path.
 */
export function processSecret(name: string): string {
  let secret = secrets.get(name)
  if (!secret) {
    secret = `dev-${randomBytes(16).toString('hex')}`
    secrets.set(name, secret)
  }
  return secret
}

/** The checkout API's key: CHECKOUT_API_KEY, else this process's own (the embedded checkout API checks it). */
export function checkoutApiKey(env: NodeJS.ProcessEnv): string {
  return env.CHECKOUT_API_KEY?.trim() || processSecret('checkout-api-key')
}
