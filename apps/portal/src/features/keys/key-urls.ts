/** The public calls' addresses for a key, as its holder pastes them into a tool. */
export function keyUrls(origin: string, text: string) {
  const key = encodeURIComponent(text)
  return { changeIp: `${origin}/api/key/change-ip?key=${key}`, currentProxy: `${origin}/api/key/current-proxy?key=${key}` }
}
