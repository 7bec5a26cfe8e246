import type { ShopPackage } from '../../services/catalogue/index.ts'

/** The ZIP hero's loaded data: on a partner's shop, its first package for the phone preview. */
export interface ShopZipHeroData {
  firstPackage: ShopPackage | null
  packageCount: number
}
