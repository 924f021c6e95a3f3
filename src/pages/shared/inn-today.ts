import { useOutletContext } from 'react-router'

import type { Settings } from '@/api/contract'
import { todayIn } from '@/domain/dates'
import { localToday } from '@/domain/local-dates'

import { useSettledValue } from './use-settled-value'

/** What the public layout gives the pages below it: the inn's settings, as they come. */
export interface PublicOutletContext {
  inn: Promise<Settings | null>
}

const NO_INN: Promise<null> = Promise.resolve(null)

/**
 * The inn's today: the date in its time zone, once its settings have come (the device's date
 * until then, and outside the public layout). A guest in Los Angeles in the evening can pick the
 * inn's tonight, and one in Auckland cannot pick a night the inn has already had.
 */
export function useInnToday(): string {
  const context = useOutletContext<PublicOutletContext | undefined>()
  const inn = useSettledValue(context?.inn ?? NO_INN)
  return inn ? todayIn(inn.timeZone) : localToday()
}
