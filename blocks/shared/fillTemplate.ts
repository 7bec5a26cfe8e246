import { TEMPLATE_NAME } from '../../runtime/config/templateNames.ts'

/**
 * Fills the `{{name}}` values of a config text ("Question {{current}} of {{total}}"). The names a text may use
 * are declared by its schema (`templateValues`) and config:check rejects any other, so none is left here.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(TEMPLATE_NAME, (match, name: string) => (name in values ? String(values[name]) : match))
}

/**
 * A config text split around its first `{{name}}`, for a value that is markup rather than words (a link, a strong
 * figure): the words before it and after it, each with `values` filled in. Without `{{name}}`, the whole text before
 * nothing. `{{ name }}` counts too, as fillTemplate and config:check read it (TEMPLATE_NAME).
 */
export function splitTemplate(
  template: string,
  name: string,
  values: Record<string, string | number> = {},
): [before: string, after: string] {
  const at = [...template.matchAll(TEMPLATE_NAME)].find((match) => match[1] === name)
  if (!at) return [fillTemplate(template, values), '']
  const after = template.slice(at.index + at[0].length)
  return [fillTemplate(template.slice(0, at.index), values), fillTemplate(after, values)]
}
