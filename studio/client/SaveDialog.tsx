import { type ReactNode, useEffect, useRef } from 'react'
import type { PlacedIssue } from './api.ts'
import { MarkdownSummary } from './MarkdownSummary.tsx'
import { SETTING_LABELS } from './PageSettingsFields.tsx'
import { sentenceFor } from './issueSentences.ts'
import type { FieldLabelOf } from './fieldLabels.ts'

export type SaveStep =
  | { kind: 'checking' }
  | { kind: 'invalid'; error: string; issues: PlacedIssue[] }
  | { kind: 'review'; summary: string; changed: string[] }
  | { kind: 'saving' }
  | { kind: 'failed'; error: string }

/** The save flow's dialog: the config:diff summary to confirm, or the problems that refuse the save. */
export function SaveDialog({
  step,
  onConfirm,
  onClose,
  blockNames = new Map(),
  children,
  labelOf = (_blockId, prop) => prop,
}: {
  step: SaveStep
  onConfirm: () => void
  onClose: () => void
  /** Block ids and the names the outline shows for them. */
  blockNames?: ReadonlyMap<string, string>
  /** More ways on at the review step (send for review, ReviewPanel.tsx). */
  children?: ReactNode
  /** A block field's label, as the fields show it. */
  labelOf?: FieldLabelOf
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [step.kind])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  const title =
    step.kind === 'invalid'
      ? 'Not saved: the check found problems'
      : step.kind === 'failed'
        ? 'Not saved'
        : step.kind === 'review'
          ? 'Save these changes?'
          : 'Checking…'
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,0.35)',
        display: 'grid',
        placeItems: 'center',
        zIndex: 1000,
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="save-dialog-title"
        data-save-step={step.kind}
        style={{
          background: '#fff',
          maxWidth: 720,
          width: '92vw',
          maxHeight: '80vh',
          overflow: 'auto',
          padding: 20,
          borderRadius: 8,
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <h2 id="save-dialog-title" ref={heading} tabIndex={-1} style={{ marginTop: 0 }}>
          {title}
        </h2>
        {step.kind === 'invalid' && (
          <>
            <p>
              {step.error}. {step.issues.length > 1 ? 'All of them are listed here' : 'It is listed here'}, and each one
              about a field is also shown under that field.
            </p>
            <ul data-save-issues="">
              {step.issues.map((issue, i) => {
                const field = issue.setting
                  ? SETTING_LABELS[issue.setting]
                  : issue.prop && issue.blockId
                    ? labelOf(issue.blockId, issue.prop)
                    : issue.prop
                const block = issue.blockId ? (blockNames.get(issue.blockId) ?? issue.blockId) : null
                return (
                  <li key={i}>
                    {block ? `${block}: ` : ''}
                    {field ? sentenceFor(field, issue.message) : issue.message}
                    <details>
                      <summary style={{ fontSize: 12, color: '#555' }}>for developers</summary>
                      <code>
                        {issue.file}:{issue.line}:{issue.column}
                      </code>{' '}
                      {issue.path}: {issue.message}
                      {issue.value ? ` (found ${JSON.stringify(issue.value)})` : ''}
                    </details>
                  </li>
                )
              })}
            </ul>
          </>
        )}
        {step.kind === 'failed' && <p role="alert">{step.error}</p>}
        {step.kind === 'review' && (
          <>
            <p>Writes {step.changed.join(' and ') || 'nothing (no change)'}. What changes on the site (config:diff):</p>
            <MarkdownSummary markdown={step.summary} blockNames={blockNames} />
            {children}
          </>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" onClick={onClose}>
            {step.kind === 'review' ? 'Cancel' : 'Close'}
          </button>
          {step.kind === 'review' && step.changed.length > 0 && (
            <button type="button" onClick={onConfirm} data-confirm-save="">
              Save to {step.changed.join(' and ')}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
