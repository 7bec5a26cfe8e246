import type { NextFunction, Request, Response } from 'express'

/** The Idempotency-Key the caller sent (at most 200 characters), or null: each embedded API stores a key once. */
export function idempotencyKey(req: Request): string | null {
  return req.get('Idempotency-Key')?.slice(0, 200) || null
}

/** Answers 401 in the lead API's shape unless the request carries the expected ApiKey header (read per request). */
export function requireApiKey(expected: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.get('ApiKey') !== expected())
      return void res.status(401).json({ Status: 'Error', Message: 'Invalid or missing ApiKey.' })
    next()
  }
}
