import type { SiteConfig } from '../../../runtime/SiteConfig.ts'
import { fillTemplate } from '../../../blocks/shared/fillTemplate.ts'
import { whenWeCall } from '../../../blocks/shared/contact/CallbackPromise.tsx'
import { hoursTexts, isSupportOpen, nextSupportOpening } from '../../../services/hours/index.ts'

/**
 * The embedded chat agent's answer to a conversation's first message: honest about when a person answers. During
 * support hours (hours.json, its support reading and closed dates) a person answers within minutes; outside them, at
 * support's next opening ("tomorrow at 8 AM CT"), with the hours. Both offer the text line, which is answered 24/7.
 */
export function automaticReply(
  config: Pick<SiteConfig, 'constants' | 'forms' | 'hours' | 'phones'>,
  now: number,
): string {
  const texts = config.constants.frame.chat
  const values = { textNumber: config.phones.supportText, supportHours: hoursTexts(config.hours).support }
  if (isSupportOpen(config.hours, now)) return fillTemplate(texts.autoReplyOpen, values)
  const when = whenWeCall(config.forms.messages, nextSupportOpening(config.hours, now))
  return fillTemplate(texts.autoReplyClosed, { ...values, when })
}
