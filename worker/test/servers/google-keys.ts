import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { json, serve } from './http'

/**
 * Stands in for Google's published keys (https://www.googleapis.com/oauth2/v3/certs) with keys of
 * its own. GET /certs answers the JWKS, as Google does; POST /sign mints an RS256 ID token with the
 * claims given (`kid: "unknown"` signs with a key that is not published).
 */
export async function startGoogleKeys() {
  const keys = ['key-1', 'key-2'].map((kid) => ({ kid, ...generateKeyPairSync('rsa', { modulusLength: 2048 }) }))
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = (kid: string, key: KeyObject) => ({ ...key.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' })
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

  return serve((request, body, response) => {
    if (request.method === 'GET' && request.url === '/certs') {
      return json(response, 200, { keys: keys.map((k) => jwk(k.kid, k.publicKey)) }, { 'cache-control': 'public, max-age=300' })
    }
    if (request.method === 'POST' && request.url === '/sign') {
      const { kid = 'key-1', claims } = JSON.parse(body) as { kid?: string; claims: Record<string, unknown> }
      const privateKey = keys.find((k) => k.kid === kid)?.privateKey ?? stranger.privateKey
      const unsigned = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`
      const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')
      return json(response, 200, { token: `${unsigned}.${signature}` })
    }
    json(response, 404, { error: 'not found' })
  })
}
