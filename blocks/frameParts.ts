import type { FrameParts } from '../runtime/render/FrameParts.ts'
import { LeadModalsHost } from './LeadModals/LeadModalsHost.tsx'

/** The frame's parts that blocks provide, handed to the engine's page view and island loader. */
export const frameParts: FrameParts = { LeadModals: LeadModalsHost }
