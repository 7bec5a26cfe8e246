import type { Request, Response } from 'express'
import { readCookie } from '../auth/authCookies.server.ts'
import { BLOCK_ID, SENT_FORM_MAX_AGE_SECONDS, pageCookiePath } from '../leads/sentFormCookie.server.ts'
import { type TimeOfDay, isTimeOfDay } from '../../services/scheduling/index.ts'

/**
 * After /scheduling's form posted without scripts books a slot, the server answers 303 to the page and this
 * short-lived cookie tells the page's next render to show the confirmation of that slot (as the lead forms'
 * sentFormCookie does for a thank-you). It names the page path, the block, the booked slot, its time of day (the
 * confirmation promises that window's arrival, arrivalWindowOf) and when it was booked:
 * nothing about the visitor. HttpOnly, SameSite=Lax, host-only, Secure in production, on the page's own Path.
 */
export const BOOKED_SLOT_COOKIE = 'harbor_slot_booked'

export interface BookedSlot {
  pathname: string
  blockId: string
  /** The slot's value, "M/D/YYYY, hh:mm A". */
  slot: string
  /** The time of day the slot was picked in: the confirmation names its window. */
  timeOfDay: TimeOfDay
  bookedAt: number
}

const SLOT = /^\d{1,2}\/\d{1,2}\/\d{4}, \d{2}:\d{2} [AP]M$/

export function setBookedSlotCookie(res: Response, booked: BookedSlot, secure: boolean): void {
  res.cookie(
    BOOKED_SLOT_COOKIE,
    JSON.stringify([booked.blockId, booked.pathname, booked.slot, booked.bookedAt, booked.timeOfDay]),
    {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: pageCookiePath(booked.pathname),
      maxAge: SENT_FORM_MAX_AGE_SECONDS * 1000,
    },
  )
}

/** The slot this request's page confirms, when its cookie names this page; anything malformed counts as none. */
export function bookedSlotOf(req: Request): BookedSlot | null {
  // Read on every page request (schedulingPosts): the cookie header is parsed only when it carries this cookie.
  const raw = req.headers.cookie?.includes(`${BOOKED_SLOT_COOKIE}=`) ? readCookie(req, BOOKED_SLOT_COOKIE) : undefined
  if (!raw) return null
  let parts: unknown
  try {
    parts = JSON.parse(raw)
  } catch {
    return null
  }
  if (!Array.isArray(parts) || parts.length !== 5) return null
  const [blockId, pathname, slot, bookedAt, timeOfDay] = parts as unknown[]
  if (typeof blockId !== 'string' || !BLOCK_ID.test(blockId)) return null
  if (typeof slot !== 'string' || !SLOT.test(slot) || typeof bookedAt !== 'number' || !Number.isFinite(bookedAt))
    return null
  if (!isTimeOfDay(timeOfDay) || pathname !== req.path) return null
  return { blockId, pathname, slot, timeOfDay, bookedAt }
}
