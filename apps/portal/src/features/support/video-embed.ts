/**
 * Turns a configured video address into one an iframe can show: YouTube watch and short links
 * become embed links; any other http(s) address is used as given.
 */
export function videoEmbedUrl(url: string): string {
  const parsed = new URL(url)
  const host = parsed.hostname.replace(/^www\./, '')
  if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${parsed.pathname.slice(1)}`
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = parsed.searchParams.get('v')
    if (parsed.pathname === '/watch' && id) return `https://www.youtube-nocookie.com/embed/${id}`
  }
  return url
}
