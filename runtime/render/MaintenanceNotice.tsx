import { css } from '@emotion/react'

/** The maintenance layout's notice above the page (layouts.json `maintenance: true`). */
export function MaintenanceNotice({ text }: { text: { heading: string; message: string } }) {
  return (
    <section
      role="status"
      css={css`max-width: 48rem; margin: 2rem auto; padding: 1.5rem; border: 2px solid #0b2f5b; border-radius: 0.5rem; text-align: center;`}
    >
      <h1>{text.heading}</h1>
      <p>{text.message}</p>
    </section>
  )
}
