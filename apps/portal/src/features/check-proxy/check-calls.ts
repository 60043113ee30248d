import type { CheckEvent, CheckProtocol } from '@proxy-portal/worker/contract/checker'
import { api, unwrap } from '../../lib/api'
import type { Keyed } from '../../lib/api-mutation'
import { readNdjson } from './ndjson'

/**
 * Checks a list for real (run by the mutation helper, lib/api-mutation.ts): the answer is a stream of
 * events, each handed to `onEvent` as it comes; a refused request throws the API's error.
 */
export async function checkProxies(
  input: { proxies: string; protocol: CheckProtocol },
  signal: AbortSignal,
  onEvent: (event: CheckEvent) => void,
  keyed?: Keyed,
): Promise<void> {
  const response = await api().api.proxy['check-proxy'].$post({ json: input }, { ...keyed, init: { signal } })
  if (!response.ok || !response.body) await unwrap(Promise.resolve(response))
  await readNdjson<CheckEvent>(response.body as ReadableStream<Uint8Array>, onEvent)
}
