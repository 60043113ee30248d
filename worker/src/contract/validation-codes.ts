/**
 * Messages of input validation. A failing field carries one of these codes (in the API's
 * `details[].message` and in the portal's forms); each has a vi and an en text (`validation_<code>`).
 */
export const validationCodes = [
  'fieldIsEmpty',
  'passwordMinLength',
  'passwordMismatch',
  'emailInvalid',
  'affiliateCodeInvalid',
  'termsRequired',
  'codeInvalid',
  'tooLong',
  'invalidValue',
  'taxCodeInvalid',
  'proxyPasswordLength',
  'ipResetTime',
  'selectProxyFirst',
  'tagNameRequired',
  'exportFormatInvalid',
  'proxyCheckFormat',
  'splitStartAfterEnd',
  'ipv6Prefix',
] as const

export type ValidationCode = (typeof validationCodes)[number]

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (validationCodes as readonly string[]).includes(value)
}
