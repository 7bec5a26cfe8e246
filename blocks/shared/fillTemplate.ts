/** Fills `{name}` placeholders of a text from config ("Question {current} of {total}"); unknown names stay. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
