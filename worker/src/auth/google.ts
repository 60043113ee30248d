import { createRemoteJWKSet, errors, jwtVerify } from 'jose'

/** What a verified Google ID token tells us. */
export type GoogleIdentity = { sub: string; email: string; name: string }

export type GoogleCheck =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired' | 'email_unverified' | 'keys_unavailable' }

type Failure = Extract<GoogleCheck, { ok: false }>['reason']

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com']
const CLOCK_SKEW_SECONDS = 60
// One key set per URL for the isolate's life: jose caches Google's keys and looks again when a token names a key it
// has not seen (a rotation), at most every 30 seconds.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySetAt(url: string) {
  let keys = keySets.get(url)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })
    keySets.set(url, keys)
  }
  return keys
}

/** jose's error codes, as our reasons (the API answers GOOGLE_TOKEN_INVALID for each; the reason is for the log). */
function reasonOf(error: unknown): Failure {
  if (!(error instanceof errors.JOSEError)) return 'keys_unavailable'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer'
    if (error.claim === 'aud') return 'audience'
    return 'malformed'
  }
  if (error instanceof errors.JWTExpired) return 'expired'
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return 'keys_unavailable'
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed) return 'signature'
  return 'malformed'
}

/**
 * Verifies a Google Identity Services credential with jose: RS256 signature by one of Google's published
 * keys (remote JWKS), issuer, audience (our client id), expiry and not-before, then a verified e-mail.
 */
export async function verifyGoogleIdToken(
  credential: string,
  options: { clientId: string; jwksUrl: string; nowMs: number },
): Promise<GoogleCheck> {
  let payload: Record<string, unknown>
  try {
    ;({ payload } = await jwtVerify(credential, keySetAt(options.jwksUrl), {
      algorithms: ['RS256'],
      issuer: ISSUERS,
      audience: options.clientId,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(options.nowMs),
      requiredClaims: ['exp', 'sub', 'email'],
    }))
  } catch (error) {
    return { ok: false, reason: reasonOf(error) }
  }
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return { ok: false, reason: 'malformed' }
  if (payload.email_verified !== true && payload.email_verified !== 'true') return { ok: false, reason: 'email_unverified' }
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : (payload.email.split('@')[0] ?? '')
  return { ok: true, identity: { sub: payload.sub, email: payload.email.toLowerCase(), name } }
}
