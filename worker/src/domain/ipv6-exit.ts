import ipaddr from 'ipaddr.js'

/**
 * An address of `prefix` (e.g. 'fd00:7696::/64') with its host bits taken from `random` (16 bytes),
 * as IPv6 proxy servers draw exits (ADR 0018). Never the prefix's own network address (all host
 * bits zero), which some stacks treat as the subnet-router anycast address.
 */
export function exitInPrefix(prefix: string, random: Uint8Array): string {
  const [network, length] = ipaddr.IPv6.parseCIDR(prefix)
  const bytes = network.toByteArray()
  for (let bit = length; bit < 128; bit++) {
    const byte = bit >> 3
    const mask = 0x80 >> (bit & 7)
    bytes[byte] = ((bytes[byte] ?? 0) & ~mask) | ((random[byte] ?? 0) & mask)
  }
  const drawn = ipaddr.fromByteArray(bytes)
  if (length < 128 && drawn.toString() === network.toString()) bytes[15] = 1
  return ipaddr.fromByteArray(bytes).toString()
}
