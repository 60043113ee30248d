/** One port the node listens on: the protocol, where, and a key that names it across feeds. */
export type ListenerSpec = { key: string; protocol: 'http' | 'socks'; host: string; port: number }

export type RunningListener = { close: () => Promise<void> }

export const listenerKey = (protocol: ListenerSpec['protocol'], host: string, port: number): string => `${protocol} ${host} ${port}`
