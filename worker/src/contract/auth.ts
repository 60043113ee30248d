import * as v from 'valibot'
import { OptionalAffiliateCode } from './agency'
import { UserView } from './user'
import { CodeSchema, EmailSchema, NewPasswordSchema, optionalText, PasswordSchema, requiredText } from './validation'

/** Affiliate/coupon code at sign-up (spec section 5): an agency's code or a coupon's, kept lower-cased. */
export const AffiliateCodeSchema = OptionalAffiliateCode

export const RegisterInput = v.pipe(
  v.object({
    email: EmailSchema,
    name: requiredText(100),
    password: NewPasswordSchema,
    confirmPassword: v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty')),
    affiliateCode: AffiliateCodeSchema,
    acceptTerms: v.literal(true, 'termsRequired'),
    captchaToken: optionalText(4096),
    sourceReferer: optionalText(500),
    sourceTraffic: optionalText(200),
  }),
  // The confirmation must repeat the password; the message lands on the confirmation field.
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'passwordMismatch'),
    ['confirmPassword'],
  ),
)

/** `captchaToken`: only asked for after too many wrong guesses (CAPTCHA_REQUIRED, ADR 0021). */
export const LoginInput = v.object({
  username: requiredText(254),
  password: PasswordSchema,
  code: v.optional(CodeSchema),
  captchaToken: optionalText(4096),
})

export const GoogleLoginInput = v.object({
  credential: requiredText(8192),
  code: v.optional(CodeSchema),
  captchaToken: optionalText(4096),
  ip: optionalText(64),
  countryCode: optionalText(8),
})

export const EmailInput = v.object({ email: EmailSchema })
export const EmailCodeInput = v.object({ email: EmailSchema, code: CodeSchema })

export const CreateNewPasswordInput = v.pipe(
  v.object({
    resetToken: requiredText(200),
    password: NewPasswordSchema,
    confirmPassword: v.pipe(v.string('fieldIsEmpty'), v.nonEmpty('fieldIsEmpty')),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'passwordMismatch'),
    ['confirmPassword'],
  ),
)

/** The body may carry the refresh token (API clients); the portal's comes in its cookie. */
export const RenewTokenInput = v.object({ refreshToken: v.optional(requiredText(300)) })

export const TokenPair = v.object({ accessToken: v.string(), refreshToken: v.string() })

/**
 * What a password change or reset ended besides the session that made it (ADR 0021): other sessions
 * signed out, the API key deleted, browsers disconnected from the extension.
 */
export const CredentialsEnded = v.object({ sessions: v.number(), apiKey: v.boolean(), extensionTokens: v.number() })
export type CredentialsEnded = v.InferOutput<typeof CredentialsEnded>

/** The answer of a password change: the new pair (the caller goes on signed in) and what else ended. */
export const PasswordChanged = v.object({ ...TokenPair.entries, ended: CredentialsEnded })

/** The answer of a password reset: what ended. */
export const PasswordReset = v.object({ ok: v.literal(true), ended: CredentialsEnded })

export type RegisterInput = v.InferInput<typeof RegisterInput>
export type LoginInput = v.InferInput<typeof LoginInput>

export const LoginAnswer = v.object({ ...TokenPair.entries, user: UserView })

/** What the sign-in and register pages need to know: Google and captcha, when configured. */
export const AuthProviders = v.object({
  googleClientId: v.nullable(v.string()),
  captcha: v.object({
    provider: v.picklist(['off', 'turnstile', 'recaptcha-v2', 'recaptcha-v3']),
    siteKey: v.nullable(v.string()),
    register: v.boolean(),
  }),
  localMode: v.boolean(),
})
export type AuthProviders = v.InferOutput<typeof AuthProviders>

export const Done = v.object({ ok: v.literal(true) })
