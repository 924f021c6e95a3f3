/** The staff API calls of the Rates section, typed by the contract's schemas. */
import {
  buildPath,
  paths,
  type RatePeriodInput,
  ratePeriodResponseSchema,
  ratesSchema,
  type StayRuleInput,
  stayRuleResponseSchema,
} from '@/api'
import { api } from '@/lib/api-client'

export function getRates(signal?: AbortSignal) {
  return api.get(paths.adminRates, { schema: ratesSchema, signal })
}

/** Creates a rate period, or saves the one with `id`. */
export async function saveRatePeriod(input: RatePeriodInput, id?: number) {
  const { period } = id
    ? await api.put(buildPath(paths.adminRatePeriod, { id }), {
        json: input,
        schema: ratePeriodResponseSchema,
      })
    : await api.post(paths.adminRatePeriods, { json: input, schema: ratePeriodResponseSchema })
  return period
}

export function deleteRatePeriod(id: number) {
  return api.delete(buildPath(paths.adminRatePeriod, { id }))
}

/** Creates a stay rule, or saves the one with `id`. */
export async function saveStayRule(input: StayRuleInput, id?: number) {
  const { rule } = id
    ? await api.put(buildPath(paths.adminStayRule, { id }), {
        json: input,
        schema: stayRuleResponseSchema,
      })
    : await api.post(paths.adminStayRules, { json: input, schema: stayRuleResponseSchema })
  return rule
}

export function deleteStayRule(id: number) {
  return api.delete(buildPath(paths.adminStayRule, { id }))
}
