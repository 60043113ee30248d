import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

/** The trial lives under ['plan'] too: every plan or trial call refreshes it. */
export const myTrialQuery = queryOptions({
  queryKey: ['plan', 'trial'],
  queryFn: () => unwrap(api().api.trial['my-trial'].$get()),
})
