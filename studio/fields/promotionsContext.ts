import { createContext } from 'react'
import type { DatedPromotion } from '../../services/schedule/promotionSchedule.ts'

/**
 * The price promotions (site-config/price-promotions.json) a block's schedule may name, with their dates: the
 * schedule field offers "during/before/after promotion X" from them, and the preview hides a block by them.
 */
export const PromotionsContext = createContext<readonly DatedPromotion[]>([])
