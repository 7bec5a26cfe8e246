import { css, useTheme } from '@emotion/react'

export interface HelpSearchFormProps {
  id: string
  label: string
  placeholder?: string
  button: string
  defaultValue?: string
  /** Where the form submits (GET, `q`); works without JavaScript. */
  action?: string
}

/** The help-center search box: a labelled search landmark that submits `?q=` to the search page. */
export function HelpSearchForm({
  id,
  label,
  placeholder,
  button,
  defaultValue,
  action = '/help-center/search',
}: HelpSearchFormProps) {
  const theme = useTheme()
  return (
    <form
      role="search"
      action={action}
      method="get"
      css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end;`}
    >
      <label htmlFor={`${id}-q`} css={css`flex-basis: 100%; font-weight: 700;`}>
        {label}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        required
        maxLength={200}
        defaultValue={defaultValue}
        placeholder={placeholder}
        css={css`flex: 1 1 16rem; min-height: 2.75rem; padding: 0.5rem 0.75rem; font-size: 1rem; border: 2px solid ${theme.palette.darkgray}; border-radius: 0.4rem;`}
      />
      <button
        type="submit"
        css={css`min-height: 2.75rem; padding: 0.5rem 1.25rem; font-size: 1rem; font-weight: 700; color: #fff; background: ${theme.palette.darkblue}; border: 0; border-radius: 0.4rem; cursor: pointer;`}
      >
        {button}
      </button>
    </form>
  )
}
