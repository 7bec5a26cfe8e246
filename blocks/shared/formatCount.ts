/** Spec §9.8 count format: thousands with one decimal and a "k" suffix (12,400 -> "12.4k"); smaller counts as they are. */
export function formatCount(count: number): string {
  if (count < 1000) return String(count)
  return `${(Math.floor(count / 100) / 10).toFixed(1)}k`
}
