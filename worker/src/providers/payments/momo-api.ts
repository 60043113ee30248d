import { momoCreateRawSignature, momoSign } from './momo'

/** MoMo AIO v2: creates a wallet payment and answers the page to send the buyer to. Off without the three keys. */
export type MomoConfig = { apiUrl: string; partnerCode?: string; accessKey?: string; secretKey?: string }

/** One payment to create; orderId and requestId are ours and MoMo takes each once. */
export type MomoPaymentInput = {
  orderId: string
  requestId: string
  /** VND, an integer. */
  amount: number
  orderInfo: string
  redirectUrl: string
  ipnUrl: string
  lang: 'vi' | 'en'
}

/** The pay URL, or off, or failed with MoMo's resultCode and message when it gave them. */
export type MomoCreateResult =
  | { ok: true; payUrl: string }
  | { ok: false; reason: 'off' }
  | { ok: false; reason: 'failed'; status?: number; resultCode?: number; message?: string }

const TIMEOUT_MS = 20_000
const REQUEST_TYPE = 'captureWallet'

/** POST /v2/gateway/api/create, signed with the secret key; success is resultCode 0 with a payUrl. */
export async function momoCreatePayment(
  cfg: MomoConfig,
  input: MomoPaymentInput,
  fetcher: typeof fetch = fetch,
): Promise<MomoCreateResult> {
  const { partnerCode, accessKey, secretKey } = cfg
  if (!cfg.apiUrl || !partnerCode || !accessKey || !secretKey) return { ok: false, reason: 'off' }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`not a positive VND amount: ${input.amount}`)
  const { orderId, requestId, amount, orderInfo, redirectUrl, ipnUrl, lang } = input
  const extraData = ''
  const raw = momoCreateRawSignature({
    accessKey,
    amount,
    extraData,
    ipnUrl,
    orderId,
    orderInfo,
    partnerCode,
    redirectUrl,
    requestId,
    requestType: REQUEST_TYPE,
  })
  const request = { partnerCode, requestType: REQUEST_TYPE, ipnUrl, redirectUrl, orderId, amount, lang, orderInfo, requestId, extraData }
  const body = JSON.stringify({ ...request, signature: await momoSign(raw, secretKey) })

  let status: number
  let text: string
  try {
    const response = await fetcher(`${cfg.apiUrl.replace(/\/+$/, '')}/v2/gateway/api/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    status = response.status
    text = await response.text()
  } catch (error) {
    console.error(`MoMo create payment: unreachable: ${String(error)}`)
    return { ok: false, reason: 'failed' }
  }
  const answer = parseRecord(text)
  // MoMo puts business refusals in resultCode, on a 200 or a 4xx; both are kept for the log and the caller.
  const resultCode = typeof answer?.resultCode === 'number' ? answer.resultCode : undefined
  const message = typeof answer?.message === 'string' ? answer.message : undefined
  if (status >= 200 && status < 300 && resultCode === 0 && typeof answer?.payUrl === 'string' && answer.payUrl) {
    return { ok: true, payUrl: answer.payUrl }
  }
  console.error(`MoMo create payment: answered ${status} resultCode ${resultCode ?? '-'}: ${text.slice(0, 500)}`)
  return {
    ok: false,
    reason: 'failed',
    ...(status >= 300 || status < 200 ? { status } : {}),
    ...(resultCode !== undefined && { resultCode }),
    ...(message !== undefined && { message }),
  }
}

function parseRecord(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
