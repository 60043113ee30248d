/** A dotted-quad IPv4 address: four numbers 0-255 without leading zeros (01.2.3.4 could be read as octal). */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export const isIpv4 = (text: string): boolean => IPV4.test(text)

/**
 * Ranges a proxy node never sees a customer come from (RFC 1918 private, RFC 6598 carrier-grade NAT,
 * loopback, link-local, "this network"): as an auth IP such an address lets nobody in. The portal
 * warns about them; the API accepts them (the spec's rule is IPv4 only).
 */
const LOCAL_RANGES: [first: number, second: number, bits: number][] = [
  [0, 0, 8],
  [10, 0, 8],
  [100, 64, 10],
  [127, 0, 8],
  [169, 254, 16],
  [172, 16, 12],
  [192, 168, 16],
]

export function isLocalIpv4(text: string): boolean {
  if (!isIpv4(text)) return false
  const [a = 0, b = 0] = text.split('.').map(Number)
  const top16 = (a << 8) | b
  return LOCAL_RANGES.some(([first, second, bits]) => {
    const shift = 16 - Math.min(bits, 16)
    return top16 >> shift === ((first << 8) | second) >> shift
  })
}
