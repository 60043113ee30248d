/** Outside origins the portal may use: Google sign-in, the captchas, and the tutorial video hosts. */
const google = 'https://accounts.google.com/gsi/'
const captchas = ['https://challenges.cloudflare.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const videos = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']

/**
 * The portal's Content-Security-Policy: scripts only from us, with this response's nonce, and the providers above;
 * forms to us and to `formOrigin`, the Perfect Money SCI the Worker is configured with (https://perfectmoney.com).
 */
export function portalPolicy(nonce: string, formOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${google}client ${captchas.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${google}style`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${google}`,
    `frame-src ${google} https://recaptcha.google.com/recaptcha/ ${captchas.join(' ')} ${videos.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formOrigin}`,
    "object-src 'none'",
  ].join('; ')
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
