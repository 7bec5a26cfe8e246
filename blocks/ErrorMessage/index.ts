import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ErrorMessageProps } from '../../schemas/generated/blocks/ErrorMessageProps.ts'
import { ErrorMessage } from './ErrorMessage.tsx'

export default defineBlock<ErrorMessageProps>(ErrorMessage)
