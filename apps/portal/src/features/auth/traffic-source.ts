/** Where a visitor came from, kept from their first page of the visit for the registration record. */
const KEY = 'trafficSource'

export function rememberTrafficSource(): void {
  if (sessionStorage.getItem(KEY)) return
  const referrer = document.referrer && new URL(document.referrer).origin !== location.origin ? document.referrer : ''
  const params = new URLSearchParams(location.search)
  const traffic = params.get('utm_source') ?? params.get('source') ?? ''
  sessionStorage.setItem(KEY, JSON.stringify({ sourceReferer: referrer.slice(0, 500), sourceTraffic: traffic.slice(0, 200) }))
}

export function trafficSource(): { sourceReferer?: string; sourceTraffic?: string } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { sourceReferer?: string; sourceTraffic?: string }
    return { sourceReferer: stored.sourceReferer || undefined, sourceTraffic: stored.sourceTraffic || undefined }
  } catch {
    return {}
  }
}
