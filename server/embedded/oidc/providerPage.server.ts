/**
 * The frame of the embedded identity provider's own pages (sign-in, sign-out): plain, accessible HTML in
 * the site's colours, no scripts and no web fonts.
 */
export function providerPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title} | Harbor Home Security</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ec;color:#1d2433}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:.25rem}
button{margin-top:1.25rem;padding:.7rem 1.5rem;font-size:1rem;font-weight:700;border-radius:2rem;border:0;background:#0b4f9c;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#0b4f9c;text-decoration:underline}
[role=alert]{color:#a11a1a;font-weight:600}
small{display:block;margin-top:1.5rem;color:#4b5563}
</style></head>
<body><main>
${content}
</main></body></html>`
}
