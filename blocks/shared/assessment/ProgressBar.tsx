import { css, useTheme } from '@emotion/react'

/** An accessible progress bar: "Question 3 of 12" for screen readers, a filled track for everyone. */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
}: {
  value: number
  max: number
  label: string
  valueText: string
}) {
  const theme = useTheme()
  const percent = Math.round((value / max) * 100)
  return (
    <div>
      <p css={css`margin: 0 0 0.4rem; font-weight: 700;`} aria-hidden="true">
        {valueText}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        css={css`height: 0.6rem; border-radius: 0.3rem; background: ${theme.palette.lightblue}; overflow: hidden;`}
      >
        <div
          css={css`width: ${percent}%; height: 100%; background: ${theme.palette.darkblue}; transition: width 0.2s;`}
        />
      </div>
    </div>
  )
}
