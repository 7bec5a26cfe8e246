/**
 * npm run partner:add -- --id <id> --name "<name>" --kind <kind> --slug <slug> --lead-source <leadSource>
 *   --phone "(NXX) XXX-XXXX" [--catalog <catalogId>] [--routes a,b] [--disabled] [--referral-code] [--root <dir>]
 *
 * Appends a partner to partners.json, keeping the file's formatting, after checking the whole site
 * as it would be with it. On any problem nothing is written and every problem is listed (exit 1).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { formatIssue } from '../runtime/config/ConfigIssue.ts'
import { PARTNERS_FILE } from '../runtime/config/IssueSink.ts'
import { type NewPartnerOptions, addPartner } from './lib/addPartner.ts'
import { checkSiteWithPartners, pagesOfPartner } from './lib/checkPartnerAddition.ts'

const USAGE = `usage: npm run partner:add -- --id <id> --name "<name>" --kind <kind> --slug <slug> --lead-source <leadSource>
         --phone "(NXX) XXX-XXXX" [--catalog <catalogId>] [--routes a,b] [--disabled] [--referral-code] [--root <dir>]`

const REQUIRED = ['id', 'name', 'kind', 'slug', 'lead-source', 'phone'] as const

function main(): number {
  let values
  try {
    values = parseArgs({
      options: {
        id: { type: 'string' },
        name: { type: 'string' },
        kind: { type: 'string' },
        slug: { type: 'string' },
        'lead-source': { type: 'string' },
        phone: { type: 'string' },
        catalog: { type: 'string' },
        routes: { type: 'string' },
        disabled: { type: 'boolean', default: false },
        'referral-code': { type: 'boolean', default: false },
        // Another copy of the site (a scratch copy, a test): the folder holding partners.json.
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    console.error(`partner:add: ${(error as Error).message}\n${USAGE}`)
    return 1
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const missing = REQUIRED.filter((name) => !values[name])
  if (missing.length) {
    console.error(`partner:add: missing ${missing.map((name) => `--${name}`).join(', ')}\n${USAGE}`)
    return 1
  }

  const options: NewPartnerOptions = {
    id: values.id!,
    name: values.name!,
    kind: values.kind!,
    slug: values.slug!,
    leadSource: values['lead-source']!,
    phone: values.phone!,
    catalogId: values.catalog,
    routes: values.routes
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    enabled: !values.disabled,
    referralCode: values['referral-code'],
  }
  const root = resolve(values.root ?? process.cwd())
  const file = join(root, PARTNERS_FILE)
  const added = addPartner(readFileSync(file, 'utf8'), options)
  if (!added.ok) {
    console.error(`partner:add: ${added.error}. ${PARTNERS_FILE} was not changed.`)
    return 1
  }

  const { issues, runtime } = checkSiteWithPartners(root, added.text)
  if (!runtime) {
    console.error(
      `partner:add: the site would be invalid with this partner, so ${PARTNERS_FILE} was not changed (${issues.length} problem(s)):`,
    )
    for (const issue of issues) console.error(formatIssue(issue))
    return 1
  }
  writeFileSync(file, added.text)

  console.log(
    `Added partner ${options.id} (${options.name}) to ${PARTNERS_FILE}, catalogue ${String(added.partner.catalogId)}.`,
  )
  const pages = pagesOfPartner(runtime, options.id)
  if (pages.length) {
    console.log('Its pages:')
    for (const page of pages) {
      const aliases = page.aliases.length ? ` (also ${page.aliases.join(', ')})` : ''
      console.log(`  ${page.path}${aliases}  [route ${page.routeName}]`)
    }
  } else if (!options.enabled) {
    console.log('It is disabled, so it has no pages yet; set "enabled": true to publish them.')
  } else {
    console.log('It has no pages yet: list template routes with --routes, or bind a route to it with "partner".')
  }
  return 0
}

process.exitCode = main()
