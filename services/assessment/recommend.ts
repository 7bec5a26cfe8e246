/**
 * The needs-assessment recommendation: which package, plus which add-on devices, covers everything the
 * visitor's answers call for at the lowest equipment price. Pure: plain data in, plain data out.
 */
import { roundCents } from '../cart/index.ts'

export interface PackageItem {
  type: string
  name: string
  quantity: number
  /** The catalogue's picture of the device, for the review page; null when the catalogue has none. */
  imageUrl?: string | null
}

export interface PackageInput {
  id: string
  title: string
  listPrice: number
  /** What comes with the equipment price: monitoring per month and the one-time installation; null if not sold. */
  monitoring?: number | null
  installation?: number | null
  items: PackageItem[]
}

/** The recommended package as the review shows it: its price and what comes with it besides the equipment. */
export interface RecommendedPackage {
  id: string
  title: string
  listPrice: number
  monitoring: number | null
  installation: number | null
}

function recommendedPackage(pkg: PackageInput): RecommendedPackage {
  const { id, title, listPrice, monitoring = null, installation = null } = pkg
  return { id, title, listPrice, monitoring, installation }
}

export interface DeviceInput {
  id: string
  type: string
  name: string
  price: number
  /** The catalogue's picture of the device, for the review page; null when the catalogue has none. */
  imageUrl?: string | null
}

export interface DeviceNeed {
  type: string
  quantity: number
}

/** What one answered option contributes: devices it calls for, and the budget it states. */
export interface OptionSignal {
  id: string
  needs?: DeviceNeed[]
  budgetMax?: number
  /** budgetMax is a total paid in 48 monthly payments, not up front (its question's `budgetFinanced`). */
  budgetFinanced?: boolean
}

/** A budget an answer states: the most it says the visitor would spend on equipment, and whether over 48 payments. */
export interface StatedBudget {
  amount: number
  financed: boolean
}

export interface RecommendationInput {
  /** The options the visitor selected, with what each one calls for. */
  selected: OptionSignal[]
  packages: PackageInput[]
  devices: DeviceInput[]
}

export interface AddedDevice {
  id: string
  type: string
  name: string
  quantity: number
  unitPrice: number
}

export interface Recommendation {
  package: RecommendedPackage
  /** Devices to add to the package so every need is covered, cheapest device of each type. */
  addDevices: AddedDevice[]
  /** Package list price plus the added devices. */
  estimatedTotal: number
  /** What the buyer pays on the day: the equipment (estimatedTotal) and the package's one-time installation. */
  upFrontTotal: number
  /** Total device needs by type, summed over the answers. */
  needs: DeviceNeed[]
  /** Needs no package or device can cover (a config gap), by type. */
  uncovered: DeviceNeed[]
  /** The largest budget among the answers, or null when no answer states one. */
  budget: number | null
  /** Whether that largest budget is one paid in 48 monthly payments (the monthly answer), not up front. */
  budgetFinanced: boolean
  /** Whether the equipment and its installation fit the budget; null without a budget. */
  withinBudget: boolean | null
  /**
   * When the total fits the largest budget but not a smaller one the answers also state (over the up-front budget,
   * within the monthly one): that smaller budget, which the within-budget choice then fits.
   */
  overSmallerBudget: StatedBudget | null
  /** Why each device type is recommended: the ids of the answers that call for it, in answer order. */
  reasons: Record<string, string[]>
  /**
   * When the complete recommendation costs more than a budget the answers state (the smallest it exceeds): the
   * most that budget can cover, shown beside the complete one.
   */
  budgetChoice: BudgetChoice | null
}

export interface BudgetChoice {
  /** The budget it fits. */
  budget: StatedBudget
  package: RecommendedPackage
  addDevices: AddedDevice[]
  estimatedTotal: number
  /** The equipment and the package's one-time installation. */
  upFrontTotal: number
  /** Needs this choice leaves out to stay within the budget, by type, with the catalogue's name of the device. */
  leftOut: LeftOutNeed[]
}

/** A need a within-budget choice leaves out: the device's name as the catalogue sells it (the type if none). */
export interface LeftOutNeed extends DeviceNeed {
  name: string
}

/** The answers behind each device type, so the page can say why ("because you said you have an attached garage"). */
export function needReasons(selected: readonly OptionSignal[]): Record<string, string[]> {
  const reasons: Record<string, string[]> = {}
  for (const option of selected) {
    for (const need of option.needs ?? []) (reasons[need.type] ??= []).push(option.id)
  }
  return reasons
}

/** Device needs by type; the same type from several answers adds up (two answers, two cameras). */
export function totalNeeds(selected: readonly OptionSignal[]): DeviceNeed[] {
  const byType = new Map<string, number>()
  for (const option of selected) {
    for (const need of option.needs ?? []) byType.set(need.type, (byType.get(need.type) ?? 0) + need.quantity)
  }
  return [...byType].map(([type, quantity]) => ({ type, quantity }))
}

/** The budgets the answers state, smallest first. */
export function statedBudgets(selected: readonly OptionSignal[]): StatedBudget[] {
  return selected
    .filter((option): option is OptionSignal & { budgetMax: number } => typeof option.budgetMax === 'number')
    .map((option) => ({ amount: option.budgetMax, financed: option.budgetFinanced === true }))
    .sort((a, b) => a.amount - b.amount)
}

/**
 * The budget the visitor stated: the largest of the answers' budgets, since a visitor who picks a
 * small up-front budget and a larger monthly one can pay either way.
 */
export function statedBudget(selected: readonly OptionSignal[]): number | null {
  return statedBudgets(selected).at(-1)?.amount ?? null
}

interface Candidate {
  pkg: PackageInput
  addDevices: AddedDevice[]
  uncovered: DeviceNeed[]
  /** The equipment: the package and the added devices. */
  total: number
  /** What the buyer pays on the day: the equipment and the installation. */
  upFront: number
}

const includedCount = (pkg: PackageInput, type: string) =>
  pkg.items.filter((item) => item.type === type).reduce((sum, item) => sum + item.quantity, 0)

/** What the package costs on the day beside its equipment: its one-time installation (none when not sold). */
const installationOf = (pkg: PackageInput) => pkg.installation ?? 0

/**
 * Within a budget: the package plus as many of the missing devices as the money left allows, needs taken in
 * the order the answers name them (doors and windows before extras). The budget pays for the installation too
 * (it is paid up front, and financed with the equipment), so a $99 installation leaves $99 less for devices.
 * Null when the package and its installation alone are over budget.
 */
function budgetCandidateFor(
  pkg: PackageInput,
  needs: readonly DeviceNeed[],
  cheapestByType: ReadonlyMap<string, DeviceInput>,
  budget: number,
): (Omit<BudgetChoice, 'budget'> & { covered: number }) | null {
  if (pkg.listPrice + installationOf(pkg) > budget) return null
  const addDevices: AddedDevice[] = []
  const leftOut: LeftOutNeed[] = []
  let total = pkg.listPrice
  let covered = 0
  for (const need of needs) {
    const included = Math.min(includedCount(pkg, need.type), need.quantity)
    covered += included
    const shortfall = need.quantity - included
    if (shortfall <= 0) continue
    const device = cheapestByType.get(need.type)
    const moneyLeft = budget - total - installationOf(pkg)
    const affordable = device
      ? Math.min(shortfall, Math.floor(Math.round(moneyLeft * 100) / Math.round(device.price * 100)))
      : 0
    if (device && affordable > 0) {
      addDevices.push({
        id: device.id,
        type: device.type,
        name: device.name,
        quantity: affordable,
        unitPrice: device.price,
      })
      total = roundCents(total + device.price * affordable)
      covered += affordable
    }
    if (shortfall > affordable)
      leftOut.push({ type: need.type, name: device?.name ?? need.type, quantity: shortfall - affordable })
  }
  return {
    package: recommendedPackage(pkg),
    addDevices,
    estimatedTotal: total,
    leftOut,
    covered,
    upFrontTotal: roundCents(total + installationOf(pkg)),
  }
}

/** The within-budget choice covering the most of the needs, then the cheapest up front, then by id. */
export function bestWithinBudget(
  packages: readonly PackageInput[],
  needs: readonly DeviceNeed[],
  cheapestByType: ReadonlyMap<string, DeviceInput>,
  budget: StatedBudget,
): BudgetChoice | null {
  const [best] = packages
    .map((pkg) => budgetCandidateFor(pkg, needs, cheapestByType, budget.amount))
    .filter((candidate) => candidate !== null)
    .sort(
      (a, b) => b.covered - a.covered || a.upFrontTotal - b.upFrontTotal || a.package.id.localeCompare(b.package.id),
    )
  if (!best) return null
  const { covered: _covered, ...choice } = best
  return { ...choice, budget }
}

function candidateFor(
  pkg: PackageInput,
  needs: readonly DeviceNeed[],
  cheapestByType: ReadonlyMap<string, DeviceInput>,
): Candidate {
  const addDevices: AddedDevice[] = []
  const uncovered: DeviceNeed[] = []
  let total = pkg.listPrice
  for (const need of needs) {
    const included = includedCount(pkg, need.type)
    const shortfall = need.quantity - included
    if (shortfall <= 0) continue
    const device = cheapestByType.get(need.type)
    if (!device) {
      uncovered.push({ type: need.type, quantity: shortfall })
      continue
    }
    addDevices.push({
      id: device.id,
      type: device.type,
      name: device.name,
      quantity: shortfall,
      unitPrice: device.price,
    })
    total += device.price * shortfall
  }
  return { pkg, addDevices, uncovered, total: roundCents(total), upFront: roundCents(total + installationOf(pkg)) }
}

/**
 * Picks the package that covers the most needs (a need only a package can meet, such as a second
 * panel type, rules out packages without it), then the lowest price up front (equipment and installation: the
 * Starter's $99 installation counts), then the fewest added
 * devices, then the lower list price, then the id, so the answer is always the same for the same input.
 */
export function recommendPackage(input: RecommendationInput): Recommendation | null {
  if (!input.packages.length) return null
  const needs = totalNeeds(input.selected)
  const cheapestByType = new Map<string, DeviceInput>()
  for (const device of input.devices) {
    const current = cheapestByType.get(device.type)
    if (!current || device.price < current.price || (device.price === current.price && device.id < current.id))
      cheapestByType.set(device.type, device)
  }
  const uncoveredCount = (candidate: Candidate) => candidate.uncovered.reduce((sum, need) => sum + need.quantity, 0)
  const addedCount = (candidate: Candidate) => candidate.addDevices.reduce((sum, device) => sum + device.quantity, 0)
  const [best] = input.packages
    .map((pkg) => candidateFor(pkg, needs, cheapestByType))
    .sort(
      (a, b) =>
        uncoveredCount(a) - uncoveredCount(b) ||
        a.upFront - b.upFront ||
        addedCount(a) - addedCount(b) ||
        a.pkg.listPrice - b.pkg.listPrice ||
        a.pkg.id.localeCompare(b.pkg.id),
    )
  const chosen = best!
  const budgets = statedBudgets(input.selected)
  const largest = budgets.at(-1) ?? null
  // The smallest budget the equipment and installation exceed: the within-budget choice fits it (over $1,000 up
  // front, within $40 a month).
  const exceeded = budgets.find((budget) => chosen.upFront > budget.amount) ?? null
  return {
    package: recommendedPackage(chosen.pkg),
    addDevices: chosen.addDevices,
    estimatedTotal: chosen.total,
    upFrontTotal: chosen.upFront,
    needs,
    uncovered: chosen.uncovered,
    budget: largest?.amount ?? null,
    budgetFinanced: largest?.financed ?? false,
    withinBudget: largest === null ? null : chosen.upFront <= largest.amount,
    overSmallerBudget: exceeded && largest && chosen.upFront <= largest.amount ? exceeded : null,
    reasons: needReasons(input.selected),
    budgetChoice: exceeded ? bestWithinBudget(input.packages, needs, cheapestByType, exceeded) : null,
  }
}

/**
 * The shop link for a recommendation: `/shop?package=<id>&customize=1&add=<device ids>`, each device id
 * repeated once per unit (two outdoor cameras: `add=outdoor-camera,outdoor-camera`); `add` is left out
 * when nothing is added. This is the contract the shop honours.
 */
export function shopHrefFor(
  recommendation: Pick<Recommendation, 'addDevices'> & { package: Pick<RecommendedPackage, 'id'> },
  shopPath = '/shop',
): string {
  const query = new URLSearchParams({ package: recommendation.package.id, customize: '1' })
  const units = recommendation.addDevices.flatMap((device) => Array.from({ length: device.quantity }, () => device.id))
  if (units.length) query.set('add', units.join(','))
  // Commas are safe in a query value; keep them readable.
  return `${shopPath}?${query.toString().replaceAll('%2C', ',')}`
}
