/** Shown when the page renderer itself fails: plain HTML that needs nothing else to work (spec 2.11). */
export const FALLBACK_ERROR_HTML = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem">
<main><h1>An error occurred while showing the error page</h1><p><a href="/">Go back to home</a></p></main>
</body>
</html>`
