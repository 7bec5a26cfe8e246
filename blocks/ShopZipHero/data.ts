import type { ShopPackage } from '../../services/catalogue/index.ts'

/** The ZIP hero's loaded data: on a partner's shop, its first package for the phone preview. */
export interface ShopZipHeroData {
  firstPackage: ShopPackage | null
  packageCount: number
  /** The page's catalogue (the partner's on a partner's shop), posted with the preview's choice. */
  catalogId: string
  /** The ZIP this visitor already gave (the visit's details, server/visit), or '': the field starts with it. */
  knownZip: string
}
