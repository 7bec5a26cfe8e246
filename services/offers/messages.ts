/** Fills `{{supportPhone}}` in an offer message from site-config/offers.json. */
export function offerMessage(template: string, supportPhone: string): string {
  return template.replaceAll('{{supportPhone}}', supportPhone)
}
