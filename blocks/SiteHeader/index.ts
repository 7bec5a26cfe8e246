import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { SiteHeader } from './SiteHeader.tsx'

// Fixed at the top of the screen wherever the page is scrolled, with menus and the visitor's sign-in.
export default defineBlock({ schema, Component: SiteHeader, interactive: true, hydrate: 'onArrival' })
