import type { Field, Fields } from '@puckeditor/core'
import type { FieldSources, PropSchema } from './schemaTypes.ts'
import { SCHEDULE_PROP } from './scheduleWords.ts'
import { type FieldWords, fieldWordsMark, wordsOfName } from './fieldWords.tsx'
import { chipTextField } from './chipText.tsx'
import { linkField, multiSelectField, stringListField } from './customFields.tsx'
import { catalogueDeviceField, catalogueFieldKind, cataloguePriceField } from './catalogueFields.tsx'

/**
 * Puck fields generated from a block's schema.json, so the studio never keeps its own list of props.
 * Each field's label and help text are the prop schema's `title` and `description`; the prop's name rides
 * on the field (fieldWords.tsx), which is how problems from a check find their field.
 * A schema shape with no field here throws: the fields test runs this over every block schema, so a new
 * kind of prop fails that test instead of silently becoming uneditable.
 */
export function fieldsFromSchema(schema: PropSchema, sources: FieldSources, where = 'props'): Fields {
  const fields: Fields = {}
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (where.split('.').length === 1 && name === SCHEDULE_PROP)
      throw new Error(
        `${where}.${name}: "${SCHEDULE_PROP}" is the block's dates in the studio; give the prop another name`,
      )
    fields[name] = fieldFor(name, prop, sources, `${where}.${name}`, !(schema.required ?? []).includes(name))
  }
  return fields
}

/** Props whose text runs to sentences get a multi-line box. */
const LONG_TEXT =
  /(text|body|description|intro|subheading|paragraph|message|copy|disclaimer|answer|summary|note|details|content|legal|terms|lede|prompt)$/i
const LINK = /(href|url|link)$/i

export function fieldFor(name: string, prop: PropSchema, sources: FieldSources, where: string, optional = true): Field {
  // The schema's words for people; the prop's name rides along, for problems to find their field.
  const label = prop.title ?? wordsOfName(name)
  const labelIcon = fieldWordsMark(name, prop.description)
  const words: FieldWords = { prop: name, help: prop.description }
  if (prop.enum) {
    const options = prop.enum.map((value) => ({ label: String(value), value }))
    return {
      type: 'select',
      label,
      labelIcon,
      options: optional ? [{ label: '(not set)', value: undefined }, ...options] : options,
    }
  }
  switch (prop.type) {
    case 'string': {
      const catalogue = catalogueFieldKind(name, prop)
      if (catalogue === 'price') return cataloguePriceField(label, prop, words, optional)
      if (catalogue === 'device') return catalogueDeviceField(label, words, optional)
      if (LINK.test(name) || prop.pattern?.startsWith('^(/|https')) return linkField(label, sources.routePaths, words)
      return chipTextField(label, words, {
        multiline: LONG_TEXT.test(name) || (prop.maxLength ?? 0) > 120,
        optional,
      })
    }
    case 'integer':
    case 'number':
      return {
        type: 'number',
        label,
        labelIcon,
        min: prop.minimum,
        max: prop.maximum,
        step: prop.type === 'integer' ? 1 : undefined,
      }
    case 'boolean':
      return {
        type: 'radio',
        label,
        labelIcon,
        options: [
          { label: 'yes', value: true },
          { label: 'no', value: false },
        ],
      }
    case 'object':
      if (isImageAsset(prop)) return { ...imageField(label, prop, sources, where), labelIcon }
      if (!prop.properties) throw new Error(`${where}: an object without "properties" has no studio field`)
      return { type: 'object', label, labelIcon, objectFields: fieldsFromSchema(prop, sources, where) }
    case 'array':
      return arrayField(label, prop, sources, where, words)
    default:
      throw new Error(`${where}: no studio field for a prop of type ${JSON.stringify(prop.type)}`)
  }
}

function arrayField(label: string, prop: PropSchema, sources: FieldSources, where: string, words: FieldWords): Field {
  const items = prop.items
  if (!items) throw new Error(`${where}: an array without "items" has no studio field`)
  if (items.enum) return multiSelectField(label, items.enum, words)
  if (items.type === 'string') return stringListField(label, words)
  if (items.type === 'object' && items.properties) {
    const arrayFields = fieldsFromSchema(items, sources, `${where}[]`)
    const summaryKey = ['title', 'heading', 'label', 'name', 'question', 'text'].find((key) => key in arrayFields)
    return {
      type: 'array',
      label,
      labelIcon: fieldWordsMark(words.prop, words.help),
      arrayFields,
      min: prop.minItems,
      max: prop.maxItems,
      getItemSummary: (item: Record<string, unknown>, index = 0) =>
        summaryKey && typeof item[summaryKey] === 'string' ? item[summaryKey] : `${label} ${index + 1}`,
    }
  }
  throw new Error(`${where}: no studio field for an array of ${JSON.stringify(items.type)}`)
}

/** `{asset, alt}`: an image generated by scripts/images.ts, picked from the files in public/images. */
export function isImageAsset(prop: PropSchema): boolean {
  return prop.type === 'object' && !!prop.properties?.asset && prop.properties.asset.type === 'string'
}

function imageField(label: string, prop: PropSchema, sources: FieldSources, where: string): Field {
  const rest = Object.fromEntries(Object.entries(prop.properties ?? {}).filter(([key]) => key !== 'asset'))
  return {
    type: 'object',
    label,
    objectFields: {
      asset: {
        type: 'select',
        label: prop.properties?.asset?.title ?? 'Picture file',
        labelIcon: fieldWordsMark('asset', prop.properties?.asset?.description),
        options: [
          { label: '(choose an image)', value: '' },
          ...sources.imageAssets.map((asset) => ({ label: asset, value: asset })),
        ],
      },
      ...fieldsFromSchema({ ...prop, properties: rest }, sources, where),
    },
  }
}
