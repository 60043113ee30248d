/** What a refused HTTP client reads in the body: the reason first, as the contract names it. */
export const refusalText: Record<string, string> = {
  expired: "expired: this proxy's term has ended; renew it on the portal",
  locked: 'locked: this proxy is out of service',
  quota: 'quota: the bandwidth allowance is used up; upgrade the bandwidth on the portal',
  target: 'target: this address cannot be reached through the proxy',
  family: 'family: the target is not reachable from this exit address family',
}
