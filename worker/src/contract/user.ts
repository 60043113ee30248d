import * as v from 'valibot'
import { AgencyView, OwnerAgencyView } from './agency'
import { CodeSchema, EmailSchema, NewPasswordSchema, PasswordSchema, requiredText } from './validation'

/** The signed-in user as the API shows it (spec section 3: session/user). */
export const UserView = v.object({
  _id: v.string(),
  username: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.number(),
  balance: v.number(),
  apiKey: v.nullable(v.string()),
  twoFactorEnabled: v.boolean(),
  hasPassword: v.boolean(),
  emailVerified: v.boolean(),
  locale: v.picklist(['vi', 'en']),
  createdAt: v.number(),
  /** The user's own agency (spec section 3), and the agency that referred them (ADR 0030). */
  agency: v.nullable(AgencyView),
  ownerAgency: v.nullable(OwnerAgencyView),
  /** The coupon typed at sign-up, offered in the buy form while the shop still has it. */
  coupon: v.nullable(v.string()),
  /** Auto-renew of every private proxy order, bought now or later (the switch on /account). */
  autoRenewAll: v.boolean(),
})
export type UserView = v.InferOutput<typeof UserView>

/** What an admin sees of a user in lists. */
export const AdminUserView = v.object({
  ...UserView.entries,
  banned: v.boolean(),
  /** A new e-mail an admin asked for, not yet confirmed by its owner (the account keeps `email` until then). */
  pendingEmail: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
  affiliateCode: v.nullable(v.string()),
  sourceReferer: v.nullable(v.string()),
  sourceTraffic: v.nullable(v.string()),
})
export type AdminUserView = v.InferOutput<typeof AdminUserView>

export const ChangePasswordInput = v.object({ oldPassword: PasswordSchema, newPassword: NewPasswordSchema })
export const SetPasswordInput = v.object({ newPassword: NewPasswordSchema })
export const PasswordInput = v.object({ password: PasswordSchema })
export const PasswordCodeInput = v.object({ password: PasswordSchema, code: CodeSchema })
export const LocaleInput = v.object({ locale: v.picklist(['vi', 'en'], 'invalidValue') })

export const TwoFactorSetup = v.object({ secret: v.string(), otpauthUri: v.string() })

const Role = v.picklist([0, 1, 2], 'invalidValue')

export const CreateAdminInput = v.object({
  email: EmailSchema,
  name: requiredText(100),
  password: NewPasswordSchema,
  role: v.optional(v.picklist([0, 2], 'invalidValue'), 2),
})

export const AdminUpdateUserInput = v.object({
  userId: requiredText(64),
  name: v.optional(requiredText(100)),
  email: v.optional(EmailSchema),
  role: v.optional(Role),
})

export const AdminActiveUserInput = v.object({ userId: requiredText(64), active: v.boolean('invalidValue') })
