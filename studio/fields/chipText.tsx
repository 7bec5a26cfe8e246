import type { CustomField } from '@puckeditor/core'
import { createContext, useContext, useId, useLayoutEffect, useRef } from 'react'
import { TEMPLATE_NAME } from '../../runtime/config/templateNames.ts'
import { FieldNoteSlot } from './FieldNoteSlot.tsx'
import { FieldHelp, type FieldWords } from './fieldWords.tsx'

/** A value a text can insert, as the studio server lists it for the opened page (templateValues.server.ts). */
export interface TemplateValueChoice {
  name: string
  label: string
  value?: string
}

/** The opened page's insertable values; the editor provides them. */
export const TemplateValuesContext = createContext<readonly TemplateValueChoice[]>([])

const CHIP_STYLE =
  'display:inline-block;padding:0 6px;margin:0 1px;border-radius:10px;background:#e3ecfa;color:#163a6b;font-size:0.92em;white-space:nowrap'

/**
 * A text field that shows template values as chips ("Partner name" for `{{partner.name}}`) and inserts them
 * from a menu; the text it hands back keeps `{{partner.name}}`, as the file does. Chips cannot be typed
 * into: a value is inserted or removed whole.
 */
export function chipTextField(
  label: string,
  words: FieldWords,
  { multiline, optional }: { multiline: boolean; optional: boolean },
): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: function ChipTextInput({ value, onChange, id, readOnly }) {
      const choices = useContext(TemplateValuesContext)
      const box = useRef<HTMLDivElement>(null)
      const shown = useRef<string | null>(null)
      const caret = useRef<Range | null>(null)
      const labelId = useId()
      const helpId = useId()
      useLayoutEffect(() => {
        // Only a value from outside (undo, "use template's") redraws the box: typing keeps the caret where it is.
        if (!box.current || shown.current === (value ?? '')) return
        drawText(box.current, value ?? '', choices)
        shown.current = value ?? ''
      }, [value, choices])
      const changed = () => {
        if (!box.current) return
        const text = textOf(box.current)
        shown.current = text
        // An emptied optional text leaves the file; a required one stays, empty, for the check to name.
        onChange(text === '' && optional ? undefined : text)
      }
      const remember = () => {
        const selection = box.current?.ownerDocument.getSelection()
        if (selection?.rangeCount && box.current?.contains(selection.anchorNode))
          caret.current = selection.getRangeAt(0)
      }
      const insert = (name: string) => {
        const element = box.current
        const choice = choices.find((candidate) => candidate.name === name)
        if (!element || !choice) return
        const chip = chipFor(element.ownerDocument, choice.name, choice.label)
        const range = caret.current && element.contains(caret.current.startContainer) ? caret.current : null
        if (range) {
          range.deleteContents()
          range.insertNode(chip)
        } else element.appendChild(chip)
        changed()
      }
      return (
        <div>
          <span id={labelId} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
            {label}
          </span>
          <FieldHelp id={helpId} help={words.help} />
          <div
            ref={box}
            id={id}
            role="textbox"
            tabIndex={0}
            aria-multiline={multiline}
            aria-labelledby={labelId}
            aria-describedby={words.help ? helpId : undefined}
            aria-readonly={readOnly}
            contentEditable={!readOnly}
            suppressContentEditableWarning
            data-chip-text={words.prop}
            onInput={changed}
            onKeyUp={remember}
            onMouseUp={remember}
            onBlur={remember}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              // A line break is a character of the text; a one-line field has none.
              if (multiline) event.currentTarget.ownerDocument.execCommand('insertText', false, '\n')
            }}
            style={{
              minHeight: multiline ? 64 : 32,
              padding: '6px 8px',
              border: '1px solid #c3c8d1',
              borderRadius: 4,
              background: readOnly ? '#f3f4f6' : '#fff',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: 14,
              lineHeight: 1.5,
            }}
          />
          {choices.length > 0 && !readOnly && (
            <select
              aria-label={`Insert a value into ${label}`}
              data-insert-value={words.prop}
              value=""
              onChange={(event) => insert(event.target.value)}
              style={{ marginTop: 4, fontSize: 13, maxWidth: '100%' }}
            >
              <option value="">Insert a value…</option>
              {choices.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {choice.label}
                  {choice.value
                    ? ` (now ${choice.value.length > 40 ? `${choice.value.slice(0, 40)}…` : choice.value})`
                    : ''}
                </option>
              ))}
            </select>
          )}
          <FieldNoteSlot prop={words.prop} />
        </div>
      )
    },
  }
}

function chipFor(document: Document, name: string, label: string): HTMLElement {
  const chip = document.createElement('span')
  chip.contentEditable = 'false'
  chip.dataset.template = name
  chip.title = `{{${name}}}`
  chip.setAttribute('style', CHIP_STYLE)
  chip.textContent = label
  return chip
}

/** Draws a text into the box: its text as text, each `{{name}}` as a chip named for people. */
export function drawText(box: HTMLElement, text: string, choices: readonly TemplateValueChoice[]): void {
  box.replaceChildren()
  let at = 0
  for (const match of text.matchAll(TEMPLATE_NAME)) {
    if (match.index > at) box.append(text.slice(at, match.index))
    const name = match[1]!
    box.append(chipFor(box.ownerDocument, name, choices.find((choice) => choice.name === name)?.label ?? name))
    at = match.index + match[0].length
  }
  if (at < text.length) box.append(text.slice(at))
}

/** The box's text as the file keeps it: chips back to `{{name}}`; the browser's own line elements as line breaks. */
export function textOf(box: Node): string {
  let text = ''
  box.childNodes.forEach((node, i) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? ''
    else if (node instanceof HTMLElement && node.dataset.template) text += `{{${node.dataset.template}}}`
    else if (node.nodeName === 'BR') text += i === box.childNodes.length - 1 ? '' : '\n'
    else if (node.nodeName === 'DIV' || node.nodeName === 'P') text += `${i > 0 ? '\n' : ''}${textOf(node)}`
    else text += textOf(node)
  })
  return text
}
