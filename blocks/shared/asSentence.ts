/**
 * Words written to continue something before them ("...or contact sales at", after a button) made to stand on
 * their own: the joining ellipsis dropped and the first letter a capital ("Or contact sales at").
 */
export function asSentence(continuation: string): string {
  const words = continuation.replace(/^(\.{3}|…)\s*/, '')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
