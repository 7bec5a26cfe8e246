import type { SiteConfig } from '../../../runtime/SiteConfig.ts'
import { fillTemplate } from '../../../blocks/shared/fillTemplate.ts'

/**
 * The embedded chat agent's answer to a conversation's first message. Text and chat support are available 24/7
 * (spec, constants), so a person answers here within minutes at any hour, holidays included: only the phone line
 * keeps support hours (the panel says so when it is closed). The text line is offered as a second way.
 */
export function automaticReply(config: Pick<SiteConfig, 'constants' | 'phones'>): string {
  return fillTemplate(config.constants.frame.chat.autoReply, { textNumber: config.phones.supportText })
}
