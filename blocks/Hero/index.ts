import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { Hero } from './Hero.tsx'

export default defineBlock({ schema, Component: Hero, interactive: true })
