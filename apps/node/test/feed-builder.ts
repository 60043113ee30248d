import type { NodeAccess, NodeProxy } from '@proxy-portal/worker/contract/node-feed'

/** One way into a test proxy; a private sale with a login unless told otherwise. */
export function access(fields: Partial<NodeAccess> & Pick<NodeAccess, 'username' | 'password'>): NodeAccess {
  return {
    owner: 'private',
    ownerId: `bp-${fields.username}`,
    authIps: [],
    expiresAt: null,
    allowanceBytes: null,
    refusal: null,
    ...fields,
  }
}

/** A test proxy listening on 127.0.0.1, leaving from a loopback exit address of its own. */
export function proxy(fields: Partial<NodeProxy> & Pick<NodeProxy, 'id' | 'httpPort'>): NodeProxy {
  return {
    listenHost: '127.0.0.1',
    socksPort: null,
    exitAddress: '127.0.0.2',
    ipVersion: 'ipv4',
    access: [],
    ...fields,
  }
}
