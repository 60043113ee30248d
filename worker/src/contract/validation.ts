import * as v from 'valibot'

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

/** Minimum length of an account password (spec sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 6

/** A required text field: trimmed, not empty, bounded. */
export const requiredText = (max = 200) =>
  v.pipe(v.string('fieldIsEmpty'), v.trim(), v.nonEmpty('fieldIsEmpty'), v.maxLength(max, 'tooLong'))

/** An optional free text (analytics and the like): trimmed, bounded, empty means absent. */
export const optionalText = (max = 500) =>
  v.optional(
    v.pipe(
      v.string('invalidValue'),
      v.trim(),
      v.maxLength(max, 'tooLong'),
      v.transform((text) => text || undefined),
    ),
  )

export const EmailSchema = v.pipe(
  v.string('fieldIsEmpty'),
  v.trim(),
  v.nonEmpty('fieldIsEmpty'),
  v.maxLength(254, 'tooLong'),
  v.email('emailInvalid'),
  v.toLowerCase(),
)

/** A password being set: at least 6 characters. */
export const NewPasswordSchema = v.pipe(
  v.string('fieldIsEmpty'),
  v.nonEmpty('fieldIsEmpty'),
  v.minLength(PASSWORD_MIN_LENGTH, 'passwordMinLength'),
  v.maxLength(128, 'tooLong'),
)

/** A password being checked: only required. */
export const PasswordSchema = v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty'), v.maxLength(128, 'tooLong'))

/** A six-digit code (e-mail codes and two-factor codes). */
export const CodeSchema = v.pipe(v.string('fieldIsEmpty'), v.trim(), v.nonEmpty('fieldIsEmpty'), v.regex(/^\d{6}$/, 'codeInvalid'))
