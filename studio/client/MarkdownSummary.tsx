import type { ReactNode } from 'react'

/**
 * The config:diff summary rendered, not shown as Markdown source: its headings, lists, tables, `code` and
 * **bold** (the subset scripts/lib/siteDiffMarkdown.ts writes). A block id in code is named as the outline
 * names the block (its title), with the id after it for developers.
 */
export function MarkdownSummary({
  markdown,
  blockNames,
}: {
  markdown: string
  blockNames: ReadonlyMap<string, string>
}) {
  const lines = markdown.split('\n')
  const out: ReactNode[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const heading = /^(#{1,4}) (.*)$/.exec(line)
    if (heading) {
      const Tag = `h${Math.min(6, heading[1]!.length + 1)}` as 'h3'
      out.push(
        <Tag key={i} style={{ margin: '12px 0 4px', fontSize: 15 }}>
          {inline(heading[2]!, blockNames)}
        </Tag>,
      )
    } else if (line.startsWith('- ')) {
      // An item's own list ("  - …", config:diff's details of a partner) stays under it.
      const items: Array<{ text: string; sub: string[] }> = []
      for (; i < lines.length; i++) {
        const current = lines[i]!
        if (current.startsWith('- ')) items.push({ text: current.slice(2), sub: [] })
        else if (current.startsWith('  - ')) items.at(-1)!.sub.push(current.slice(4))
        else break
      }
      i--
      out.push(
        <ul key={i} style={{ margin: '4px 0', paddingLeft: 20 }}>
          {items.map((item, j) => (
            <li key={j}>
              {inline(item.text, blockNames)}
              {item.sub.length > 0 && (
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {item.sub.map((sub, k) => (
                    <li key={k}>{inline(sub, blockNames)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>,
      )
    } else if (line.startsWith('|')) {
      const rows: string[][] = []
      while (i < lines.length && lines[i]!.startsWith('|')) rows.push(cells(lines[i++]!))
      i--
      const [head = [], , ...body] = rows
      out.push(
        <table key={i} style={{ borderCollapse: 'collapse', fontSize: 13, margin: '4px 0' }}>
          <thead>
            <tr>
              {head.map((cell, j) => (
                <th key={j} style={{ textAlign: 'left', borderBottom: '1px solid #ccc', padding: '2px 8px' }}>
                  {inline(cell, blockNames)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row, r) => (
              <tr key={r}>
                {row.map((cell, j) => (
                  <td key={j} style={{ padding: '2px 8px', verticalAlign: 'top' }}>
                    {inline(cell, blockNames)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>,
      )
    } else if (line.trim()) {
      out.push(
        <p key={i} style={{ margin: '4px 0' }}>
          {inline(line, blockNames)}
        </p>,
      )
    }
  }
  return <div data-save-summary="">{out}</div>
}

function cells(row: string): string[] {
  return row
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

/** `code` and **bold** inside a line; block ids in code become the block's title. */
function inline(text: string, blockNames: ReadonlyMap<string, string>): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`')) {
      const value = part.slice(1, -1)
      const name = blockNames.get(value)
      return name ? (
        <span key={i} title={value}>
          {name} <code style={{ fontSize: 11, color: '#555' }}>{value}</code>
        </span>
      ) : (
        <code key={i}>{value}</code>
      )
    }
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>
    return part
  })
}
