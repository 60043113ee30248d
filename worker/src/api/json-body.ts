/** A provider's body as JSON, or null when it is not JSON (answered as malformed, never a 500). */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}
