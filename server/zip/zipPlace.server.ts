import type { ZipPlace } from '../../runtime/render/BlockServices.ts'
import { placeOfZip } from '../../services/checkout/installationAddress.ts'
import { isFiveDigitZip } from '../../services/zip/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { zipChecksOf } from './zipChecks.server.ts'

/**
 * The city and state the ZIP database names for a ZIP (placeOfZip), through the server's one ZIP client, as
 * GET /api/zip/{zip}/location answers the browser: {} for anything but five digits, and when the lookup fails (the
 * client answers null, never throws).
 */
export function zipPlaceOf(ctx: ServerContext): (zip: string) => Promise<ZipPlace> {
  return async (zip) => {
    const five = zip.trim()
    return isFiveDigitZip(five) ? placeOfZip((await zipChecksOf(ctx).client.lookup(five)) ?? []) : {}
  }
}
