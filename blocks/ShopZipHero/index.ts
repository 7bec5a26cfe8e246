import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopZipHero } from './ShopZipHero.tsx'

export default defineBlock({ schema, Component: ShopZipHero, load: serverLoader<typeof load>(), interactive: true })
