import * as v from 'valibot'

/**
 * The browser extension's connection (issue 7, ADR 0016): /account issues an extension token
 * (`pe_…`, stored hashed, scoped like an API key: reads and proxy actions, never money or the
 * account) and shows it inside a connection code the customer pastes into the extension. The code
 * carries the portal's address too, so nothing is typed twice.
 */
export const EXTENSION_TOKEN_PREFIX = 'pe_'
export const CONNECT_CODE_PREFIX = 'ppx1.'
/** Most live extension tokens one account holds (one per browser). */
export const MAX_EXTENSION_TOKENS = 20

export const isExtensionToken = (token: string) => token.startsWith(EXTENSION_TOKEN_PREFIX)

export const ExtensionTokenInput = v.object(
  { label: v.pipe(v.string('fieldIsEmpty'), v.trim(), v.nonEmpty('fieldIsEmpty'), v.maxLength(60, 'tooLong')) },
  'fieldIsEmpty',
)

export const ExtensionTokenView = v.object({
  _id: v.string(),
  label: v.string(),
  createdAt: v.number(),
  lastUsedAt: v.nullable(v.number()),
})
export type ExtensionTokenView = v.InferOutput<typeof ExtensionTokenView>

/** Answer of `POST /api/user/extension-token`: the token once, and the code to paste. */
export const ExtensionTokenAnswer = v.object({ token: v.string(), connectCode: v.string(), view: ExtensionTokenView })

export type Connection = { url: string; token: string }

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

/** The code /account shows: the portal's origin and the token, in one pasteable line. */
export const connectCodeOf = (connection: Connection) => `${CONNECT_CODE_PREFIX}${toBase64Url(JSON.stringify(connection))}`

/**
 * Reads a pasted connection code (spaces around it ignored), or null when it is not one: the
 * extension refuses anything else before sending a token anywhere. The address must be http(s)
 * and the token an extension token or an API key (`pk_…`, also accepted, typed with the address).
 */
export function readConnectCode(text: string): Connection | null {
  const code = text.trim()
  if (!code.startsWith(CONNECT_CODE_PREFIX)) return null
  const json = fromBase64Url(code.slice(CONNECT_CODE_PREFIX.length))
  if (json === null) return null
  try {
    const parsed = JSON.parse(json) as Partial<Connection>
    if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string') return null
    const url = new URL(parsed.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (!/^(pe|pk)_[\w-]{20,}$/.test(parsed.token)) return null
    return { url: url.origin, token: parsed.token }
  } catch {
    return null
  }
}
