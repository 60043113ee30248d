import { chartUnits } from '@proxy-portal/worker/contract/choices'
import { choiceParam, searchOf } from '../../lib/search-params'

// The address apart from the queries, as in admin/people-search.ts (ADR 0038).

/** The admin overview's address: the chart's unit (anything else is days). */
export const OverviewSearch = searchOf({ unit: choiceParam(chartUnits, 'day') })
