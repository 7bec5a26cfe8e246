import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { PackageTablesProps } from '../../schemas/generated/blocks/PackageTablesProps.ts'
import type { ShopPackagesData } from '../shared/shop/ShopCatalogueData.ts'
import { PackageTables } from './PackageTables.tsx'

export default defineBlock<PackageTablesProps, ShopPackagesData>(PackageTables)
