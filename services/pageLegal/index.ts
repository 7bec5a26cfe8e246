export { legalBlockVisible, type LegalBlockPage } from './legalBlockRule.ts'
