import * as v from 'valibot'

// The codes live apart, without valibot: the portal's first-load code reads them (validation-codes.ts).
export { isValidationCode, type ValidationCode, validationCodes } from './validation-codes'

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
