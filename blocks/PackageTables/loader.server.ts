import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { PackageTablesProps } from '../../schemas/generated/blocks/PackageTablesProps.ts'
import type { ShopPackagesData } from '../shared/shop/ShopCatalogueData.ts'
import { loadShopPackages } from '../shared/shop/loadShopCatalogue.server.ts'

/** The page's packages, built on the server so the tables are in the HTML before any script runs. */
export const load: BlockLoader<PackageTablesProps, ShopPackagesData> = ({ context, services }) =>
  loadShopPackages(context, services)
