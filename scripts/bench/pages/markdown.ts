/** Markdown output of `npm run bench:pages` (pure). */

/** A Markdown table with columns padded to their widest cell, so it also reads well on a terminal. */
export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = headers.map((header, column) =>
    Math.max(3, header.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`
}

/** A ratio as `1.93×`, or `–` when there was nothing to compare with. */
export function times(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '–'
}
