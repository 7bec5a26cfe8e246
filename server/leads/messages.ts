/** The visitor-facing message when the lead could not even be stored: the form keeps its input (spec §8 spirit: never lose a lead silently). */
export function unavailableMessage(salesPhone: string): string {
  return `Sorry, we could not send your request just now. Please try again in a moment, or call us at ${salesPhone}.`
}
