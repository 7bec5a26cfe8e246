import { css, type Theme } from '@emotion/react'
import { FOCUS_RING_PROPERTY, focusRingColour } from '../../../runtime/render/focusRing.ts'

/** Shared look of every lead form, so each form file only lays out its own fields. */
export const formCard = (theme: Theme) => css`
  background: #fff;
  color: ${theme.palette.darkgray};
  ${focusRingColour(theme.palette.darkblue)}
  border-radius: 0.75rem;
  padding: 1.5rem;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.12);
  max-width: 40rem;
  margin: 0 auto;
  /* Inside a modal the dialog is already the card. */
  dialog & {
    box-shadow: none;
    padding: 0;
    max-width: none;
  }
`

export const fieldGrid = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  ${theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

export const fieldWrap = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`

export const inputStyle = (theme: Theme) => css`
  font: inherit;
  padding: 0.625rem 0.75rem;
  border: 1px solid #6b7280;
  border-radius: 0.375rem;
  background: #fff;
  color: ${theme.palette.darkgray};
  scroll-margin: 6rem;
  &:focus-visible {
    outline: 3px solid var(${FOCUS_RING_PROPERTY});
    outline-offset: 1px;
  }
  /* Spec §5: invalid inputs are highlighted with a red border and background. */
  &[aria-invalid='true'] {
    border: 2px solid #b3261e;
    background: #fdecea;
  }
`

export const errorText = css`
  color: #b3261e;
  font-size: 0.9rem;
  margin: 0;
`

export const hintText = css`
  font-size: 0.85rem;
  margin: 0;
  color: #4b5563;
`

export const choiceGroup = css`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
    padding: 0;
  }
`

export const choiceRow = (invalid: boolean) => css`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 1rem;
    border: ${invalid ? '2px solid #b3261e' : '1px solid #6b7280'};
    background: ${invalid ? '#fdecea' : '#fff'};
    border-radius: 0.375rem;
    cursor: pointer;
  }
  input {
    scroll-margin: 6rem;
  }
`

export const smallPrint = css`
  font-size: 0.8rem;
  line-height: 1.4;
  margin: 0.75rem 0 0;
`

export const alertBox = css`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: 0.375rem;
  border: 1px solid #b3261e;
  background: #fdecea;
  color: #7a1c16;
`
