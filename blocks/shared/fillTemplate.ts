import { TEMPLATE_NAME } from '../../runtime/config/templateNames.ts'

/**
 * Fills the `{{name}}` values of a config text ("Question {{current}} of {{total}}"). The names a text may use
 * are declared by its schema (`templateValues`) and config:check rejects any other, so none is left here.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(TEMPLATE_NAME, (match, name: string) => (name in values ? String(values[name]) : match))
}
