import type { ValidationCode } from '@proxy-portal/worker/contract/validation'
import { m } from '../../paraglide/messages'

/** The vi/en text of every validation message code (`validation_<code>` messages). */
const texts: Record<ValidationCode, () => string> = {
  fieldIsEmpty: m.validation_fieldIsEmpty,
  passwordMinLength: m.validation_passwordMinLength,
  passwordMismatch: m.validation_passwordMismatch,
  emailInvalid: m.validation_emailInvalid,
  affiliateCodeInvalid: m.validation_affiliateCodeInvalid,
  termsRequired: m.validation_termsRequired,
  codeInvalid: m.validation_codeInvalid,
  tooLong: m.validation_tooLong,
  invalidValue: m.validation_invalidValue,
  taxCodeInvalid: m.validation_taxCodeInvalid,
  proxyPasswordLength: m.validation_proxyPasswordLength,
  ipResetTime: m.validation_ipResetTime,
  selectProxyFirst: m.validation_selectProxyFirst,
  tagNameRequired: m.validation_tagNameRequired,
  exportFormatInvalid: m.validation_exportFormatInvalid,
  proxyCheckFormat: m.validation_proxyCheckFormat,
  splitStartAfterEnd: m.validation_splitStartAfterEnd,
  ipv6Prefix: m.validation_ipv6Prefix,
}

export function validationText(code: ValidationCode): string {
  return texts[code]()
}
