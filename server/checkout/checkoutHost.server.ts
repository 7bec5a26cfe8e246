/**
 * Where the buyer finishes the order: CHECKOUT_HOST (e.g. https://checkout.harborhomesecurity.com), or
 * by default this site itself, whose /checkout/:order/:token/customer page shows the embedded order.
 * An empty host makes the redirect a same-site path.
 */
export function checkoutHost(env: NodeJS.ProcessEnv): string {
  return env.CHECKOUT_HOST?.trim().replace(/\/$/, '') ?? ''
}
