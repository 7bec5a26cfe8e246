import { useCallback, useRef, useState } from 'react'
import { type PlacedIssue, type SaveRequest, studioApi } from './api.ts'
import type { SaveStep } from './SaveDialog.tsx'
import { SETTING_LABELS } from './PageSettingsFields.tsx'
import { sentenceFor } from './issueSentences.ts'
import type { FieldLabelOf } from './fieldLabels.ts'

/** The id under which the Page panel's problems are kept: Puck selects no block while it shows the root's fields. */
export const PAGE_SETTINGS_ID = ''

/**
 * Check, review, save: `check` asks the studio server for config:check and the config:diff summary,
 * `confirm` writes what was checked; problems are kept by block and field to show at their fields.
 */
export function useSaveFlow(onSaved: () => void) {
  const [step, setStep] = useState<SaveStep | null>(null)
  const [issues, setIssues] = useState<Map<string, Map<string, string[]>>>(new Map())
  const pending = useRef<SaveRequest | null>(null)

  const check = useCallback(
    async (request: SaveRequest, puckIdFor: ReadonlyMap<string, string>, labelOf: FieldLabelOf) => {
      pending.current = request
      setStep({ kind: 'checking' })
      const { status, body } = await studioApi.check(request)
      if (status === 200) {
        setIssues(new Map())
        setStep({ kind: 'review', summary: body.summary ?? '', changed: body.changed ?? [] })
        return
      }
      setIssues(issuesByField(body.issues ?? [], puckIdFor, labelOf))
      setStep({ kind: 'invalid', error: body.error ?? 'the check failed', issues: body.issues ?? [] })
    },
    [],
  )

  const confirm = useCallback(async () => {
    const request = pending.current
    if (!request) return
    setStep({ kind: 'saving' })
    const { status, body } = await studioApi.save(request)
    if (status === 200) {
      setStep(null)
      onSaved()
    } else if (status === 422 && body.issues?.length)
      setStep({ kind: 'invalid', error: body.error ?? 'the check failed', issues: body.issues })
    else setStep({ kind: 'failed', error: body.error ?? `the studio answered ${status}` })
  }, [onSaved])

  const close = useCallback(() => setStep(null), [])
  return { step, issues, check, confirm, close, pending }
}

/**
 * Problems by Puck item id and field: a block's top-level prop ("must have required property 'x'" belongs
 * to x), or a Page panel field by its label.
 */
function issuesByField(
  issues: readonly PlacedIssue[],
  puckIdFor: ReadonlyMap<string, string>,
  labelOf: FieldLabelOf,
): Map<string, Map<string, string[]>> {
  const byBlock = new Map<string, Map<string, string[]>>()
  const add = (id: string, field: string, message: string) => {
    const fields = byBlock.get(id) ?? new Map<string, string[]>()
    byBlock.set(id, fields)
    fields.set(field, [...(fields.get(field) ?? []), message])
  }
  for (const issue of issues) {
    if (issue.setting) {
      add(PAGE_SETTINGS_ID, SETTING_LABELS[issue.setting], sentenceFor(SETTING_LABELS[issue.setting], issue.message))
      continue
    }
    if (!issue.blockId) continue
    const prop = issue.prop ?? /required property '([^']+)'/.exec(issue.message)?.[1]
    if (!prop) continue
    add(puckIdFor.get(issue.blockId) ?? issue.blockId, prop, sentenceFor(labelOf(issue.blockId, prop), issue.message))
  }
  return byBlock
}
