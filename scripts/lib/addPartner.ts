import { type ParseError, applyEdits, modify, parse, printParseErrorCode } from 'jsonc-parser'

/** What a marketer gives `partner:add`; everything else about a partner can be added by hand later. */
export interface NewPartnerOptions {
  id: string
  name: string
  /** Checked against the schema's list of kinds when the site is validated, not here. */
  kind: string
  slug: string
  leadSource: string
  phone: string
  /** The number for texts (the pages' Text link); without it, the company's sales text line. */
  textPhone?: string
  /** Defaults to the catalogue most partners sell from. */
  catalogId?: string
  /** Template routes the partner gets a page from; none by default. */
  routes?: string[]
  enabled?: boolean
  referralCode?: boolean
}

export type AddPartnerResult =
  { ok: true; text: string; partner: Record<string, unknown> } | { ok: false; error: string }

interface ExistingPartner {
  id?: unknown
  catalogId?: unknown
}

/**
 * Appends a partner to the text of partners.json. Only the insertion is new: every other byte of
 * the file, formatting and key order included, stays as it was, so the pull request shows one
 * added block. Whether the partner is valid is the site check's job, against the schema.
 */
export function addPartner(
  currentText: string,
  options: NewPartnerOptions,
  /**
   * Appends it even when another partner has its id, for the site check to report with every other problem
   * (the studio's form); partner:add refuses it at once.
   */
  { allowTakenId = false }: { allowTakenId?: boolean } = {},
): AddPartnerResult {
  const errors: ParseError[] = []
  const document = parse(currentText, errors, { allowTrailingComma: false, disallowComments: true }) as
    { partners?: unknown } | undefined
  if (errors.length) {
    return {
      ok: false,
      error: `partners.json is not valid JSON (${printParseErrorCode(errors[0]!.error)}); run npm run config:check to see where`,
    }
  }
  if (!document || !Array.isArray(document.partners))
    return { ok: false, error: 'partners.json has no "partners" list' }
  const existing = document.partners as ExistingPartner[]

  const duplicate = existing.findIndex((partner) => partner.id === options.id)
  if (duplicate !== -1 && !allowTakenId)
    return {
      ok: false,
      error: `a partner with id "${options.id}" already exists (partners[${duplicate}]); choose another id`,
    }

  const catalogId = options.catalogId ?? mostCommonCatalogId(existing)
  if (!catalogId) return { ok: false, error: 'no partner has a catalogue to copy; pass --catalog <catalogId>' }

  // Keys in the order the existing partners use, so the new entry reads like its neighbours.
  const partner: Record<string, unknown> = {
    id: options.id,
    name: options.name,
    kind: options.kind,
    slug: options.slug,
    leadSource: options.leadSource,
    catalogId,
    enabled: options.enabled ?? true,
    phone: options.phone,
    ...(options.textPhone ? { textPhone: options.textPhone } : {}),
    ...(options.referralCode ? { referralCode: true } : {}),
    routes: options.routes ?? [],
  }
  const eol = currentText.includes('\r\n') ? '\r\n' : '\n'
  const edits = modify(currentText, ['partners', -1], partner, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol },
  })
  return { ok: true, text: applyEdits(currentText, edits), partner }
}

/** The catalogue most partners sell from; on a tie, the one listed first. */
export function mostCommonCatalogId(partners: readonly ExistingPartner[]): string | undefined {
  const counts = new Map<string, number>()
  for (const { catalogId } of partners) {
    if (typeof catalogId === 'string') counts.set(catalogId, (counts.get(catalogId) ?? 0) + 1)
  }
  let best: string | undefined
  for (const [catalogId, count] of counts) if (best === undefined || count > counts.get(best)!) best = catalogId
  return best
}
