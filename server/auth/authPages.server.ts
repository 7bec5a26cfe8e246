/**
 * The plain pages the sign-in endpoints answer with when something goes wrong (no site chrome needed).
 * `next` is a sign-in URL ("Try signing in again") or another way on.
 */
export function signInProblemPage(
  heading: string,
  message: string,
  next: string | { href: string; text: string },
): string {
  const link = typeof next === 'string' ? { href: next, text: 'Try signing in again' } : next
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(heading)}</title>
<style>${SIGN_IN_PROBLEM_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>${link.href === '/' ? '' : ' · <a href="/">Go back to home</a>'}</p>
</main></body></html>`
}

/** The problem pages' one style block (its hash lets the identity provider's strict policy allow it). */
export const SIGN_IN_PROBLEM_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;color:#1d2433}main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}a{color:#0b4f9c}'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
