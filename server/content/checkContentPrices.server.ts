import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import type { JsonSource } from '../../runtime/config/JsonSource.ts'
import { type BackedAmounts, type TypedMoney, typedMoneyIn } from '../../runtime/config/typedMoney.ts'

/**
 * The price rule for the content files (blog posts, help articles, FAQs…): their texts are shown as written, with no
 * catalogue values filled in, so a price in them is typed by hand and goes stale when the catalogue changes (the
 * blog's "$30 water sensor" the catalogue sells at $44.99). Every text is read as the block texts are
 * (runtime/config/typedMoney.ts); amounts that are not prices of what the company sells stay free text.
 */
export function checkContentPrices(sources: ReadonlyMap<string, JsonSource>, backed: BackedAmounts): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  for (const source of sources.values())
    walkTexts(source.value, [], (text, path) => {
      for (const money of typedMoneyIn(text, backed)) issues.push(source.issue(path, contentMoneyMessage(money), text))
    })
  return issues
}

function contentMoneyMessage(money: TypedMoney): string {
  const what =
    money.kind === 'monthly'
      ? 'a price per month'
      : money.kind === 'sold'
        ? `the price of something the catalogue sells (${money.names.slice(0, 3).join(', ')})`
        : `a price of a ${money.device}, which no catalogue sells at that amount`
  return `"${money.typed}" is typed into content as ${what}; content shows no catalogue values, so leave the figure out and link to the shop page that prices it (/shop/products/<slug>)`
}

function walkTexts(
  node: unknown,
  path: Array<string | number>,
  visit: (text: string, path: Array<string | number>) => void,
): void {
  if (typeof node === 'string') visit(node, path)
  else if (Array.isArray(node)) node.forEach((child, i) => walkTexts(child, [...path, i], visit))
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) walkTexts(child, [...path, key], visit)
}
