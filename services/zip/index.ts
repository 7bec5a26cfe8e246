/** ZIP rules shared by the browser forms and the server's ZIP endpoints (spec §5, §7.1 items 7–10, §9.6). */
export {
  checkServiceability,
  isFiveDigitZip,
  type ServiceabilityResult,
  type ServiceabilitySources,
} from './serviceability.ts'
export { locationText } from './location.ts'
export * from './contract.ts'
