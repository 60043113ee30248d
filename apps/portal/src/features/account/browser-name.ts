/** Browsers by a token of their user agent, most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

/** Systems likewise: Android also says Linux, iPadOS also says Mac OS X on some iPads. */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

const first = (pairs: [RegExp, string][], userAgent: string) => pairs.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null

/**
 * The browser and system a user agent names (product names, the same in every language), to name
 * an extension connection on /account ('Chrome on Linux'); null where the agent does not say.
 */
export function browserOf(userAgent: string): { browser: string | null; system: string | null } {
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) }
}
