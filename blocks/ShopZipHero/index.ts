import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ShopZipHero } from './ShopZipHero.tsx'

export default defineBlock({ schema, Component: ShopZipHero, interactive: true })
