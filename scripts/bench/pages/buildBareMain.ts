/** Child process of buildBareApp (bareApp.ts), started in bench/bare: builds the reference app. */
import { build } from 'vike/api'
import { bareViteConfig } from './bareApp.ts'

const root = process.argv[2]
if (!root) throw new Error('usage: buildBareMain.ts <repository root>')
await build({ viteConfig: bareViteConfig(root) })
