/**
 * npm run config:size — bytes of the authoring config (routes.json, partners.json, site-config/ without its
 * data folders) against the limit set when shared sections came in; exits 1 over the limit.
 */
import { authoringConfigSize, formatConfigSize } from './lib/configSize.ts'

const size = authoringConfigSize(process.argv[2] ?? process.cwd())
console.log(formatConfigSize(size))
if (!size.withinLimit) process.exit(1)
