export { smsHref, telHref } from '../../services/partners/index.ts'
