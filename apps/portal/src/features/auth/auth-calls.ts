import type { CreateNewPasswordInput, RegisterInput } from '@proxy-portal/worker/contract/auth'
import type * as v from 'valibot'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'

const auth = () => api().api.auth

/** The sign-in, registration and password-reset calls, run by the mutation helper (lib/api-mutation.ts). */
export const authCalls = {
  login: (json: { username: string; password: string; code?: string; captchaToken?: string }, keyed?: Keyed) =>
    unwrap(auth().login.$post({ json }, keyed)),
  google: (json: { credential: string; code?: string; captchaToken?: string }, keyed?: Keyed) =>
    unwrap(auth().google.$post({ json }, keyed)),
  register: (json: RegisterInput, keyed?: Keyed) => unwrap(auth().register.$post({ json }, keyed)),
  verify: (json: { email: string; code: string }, keyed?: Keyed) => unwrap(auth().verify.$post({ json }, keyed)),
  resendCode: (email: string, keyed?: Keyed) => unwrap(auth()['receive-code'].$post({ json: { email } }, keyed)),
  forgotPassword: (email: string, keyed?: Keyed) => unwrap(auth()['forgot-password'].$post({ json: { email } }, keyed)),
  checkForgotCode: (json: { email: string; code: string }, keyed?: Keyed) => unwrap(auth()['check-code-forgot'].$post({ json }, keyed)),
  createNewPassword: (json: v.InferOutput<typeof CreateNewPasswordInput>, keyed?: Keyed) =>
    unwrap(auth()['create-new-password'].$post({ json }, keyed)),
}
