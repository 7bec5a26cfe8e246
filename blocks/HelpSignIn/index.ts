import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HelpSignInProps } from '../../schemas/generated/blocks/HelpSignInProps.ts'
import { HelpSignIn } from './HelpSignIn.tsx'

export default defineBlock<HelpSignInProps>(HelpSignIn)
